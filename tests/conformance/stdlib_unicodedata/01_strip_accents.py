# Normalise customer names for a search index: strip accents, casefold.
import unicodedata

customers = ["José Álvarez", "Zoë Saldaña", "François Dupont", "Łukasz Żółć", "Søren Kierkegaard", "Ana-María Pérez"]


def strip_accents(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


index = {}
for name in customers:
    key = strip_accents(name).casefold()
    index[key] = name
    print(f"{name!r:24} -> {key!r}")

print(sorted(index))
print(strip_accents("crème brûlée") == "creme brulee")
