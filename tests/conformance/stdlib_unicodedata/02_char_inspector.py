# Inspect the characters of a user-submitted string, one per row.
import unicodedata

text = "Café №5 — ½ price! ☕ 𝔘"
print(f"{'char':6}{'code':10}{'cat':5}{'bidi':6}{'name'}")
for ch in text:
    name = unicodedata.name(ch, "<unnamed>")
    print(f"{ch!r:6}{'U+%04X' % ord(ch):10}{unicodedata.category(ch):5}{unicodedata.bidirectional(ch):6}{name}")

categories = {}
for ch in text:
    cat = unicodedata.category(ch)
    categories[cat] = categories.get(cat, 0) + 1
print(dict(sorted(categories.items())))
