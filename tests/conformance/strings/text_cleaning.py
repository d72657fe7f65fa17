raw_titles = [
    "  The Quick  Brown Fox\t",
    "HELLO, WORLD!!!",
    "python: tips & tricks (2024)",
    "\nMulti\nline\ntitle\n",
    "Ünïcode — Naïve Café",
]
def slugify(title):
    out = ""
    for ch in title.strip().lower():
        if ch.isalnum():
            out += ch
        elif out and out[-1] != "-":
            out += "-"
    return out.strip("-")

for t in raw_titles:
    clean = " ".join(t.split())
    print(repr(clean), "|", slugify(t), "|", clean.title(), "|", len(clean))
keywords = ["fox", "python", "café", "world"]
for k in keywords:
    hits = [i for i, t in enumerate(raw_titles) if k in t.lower()]
    print(k, hits)
print(", ".join(sorted([slugify(t) for t in raw_titles])))
