import unicodedata
import re
import string
from collections import Counter

raw = [
    "  Café   au lait — 3,50 €  ",
    "CAFÉ AU LAIT - 3.50 EUR",
    "Crème brûlée\u00a0(½ portion)",
    "naïve\tcoöperation",
    "Straße № 5",
    "ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３",
    "emoji 👍🏽 and ZWJ 👩‍💻",
]

def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))

def slugify(s):
    s = strip_accents(s).lower()
    s = re.sub(r"[^\w\s-]", "", s, flags=re.ASCII)
    return re.sub(r"[-\s]+", "-", s).strip("-")

for s in raw:
    norm = unicodedata.normalize("NFKC", s)
    print(f"{slugify(s)!r:<40} {len(s):>3} {len(norm):>3} {norm.casefold()!r}")

text = " ".join(raw)
cats = Counter(unicodedata.category(c) for c in text)
print(sorted(cats.items()))
print([unicodedata.name(c, "?") for c in "—€½№👍"])
print(unicodedata.lookup("EM DASH"), unicodedata.numeric("½"), unicodedata.decimal("５"), unicodedata.digit("²"))
print(unicodedata.east_asian_width("ｆ"), unicodedata.east_asian_width("a"), unicodedata.mirrored("("), unicodedata.bidirectional("א"))
print(unicodedata.normalize("NFC", "e\u0301") == "é", unicodedata.is_normalized("NFD", "é"), len(unicodedata.normalize("NFD", "Å")))
words = re.findall(r"\w+", strip_accents(text).lower())
print(Counter(words).most_common(4))
table = str.maketrans({"€": "EUR", "—": "-", "\u00a0": " ", "½": "1/2"})
print([s.translate(table).strip() for s in raw[:3]])
print("".join(ch for ch in "Hello, World! 123" if ch not in string.punctuation).split())
def visible_width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in s)
for s in ["abc", "ｆｕｌｌ", "e\u0301t\u00e9", "日本"]:
    print(f"|{s}|", len(s), visible_width(s))
print("ß".upper(), "ß".casefold(), "ﬁ".casefold(), "İstanbul".lower(), len("İstanbul".lower()), "ΣΊΣΥΦΟΣ".lower())
