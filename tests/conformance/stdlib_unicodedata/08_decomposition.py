# Explain how accented and compatibility characters are built.
import unicodedata

for ch in ["é", "ñ", "Å", "ﬁ", "²", "½", "Ⅸ", "ｶ", "ǅ", "가", "a", "\u0344"]:
    d = unicodedata.decomposition(ch)
    parts = [p for p in d.split() if not p.startswith("<")]
    tag = d.split()[0] if d.startswith("<") else "canonical" if d else "none"
    rebuilt = "".join(chr(int(p, 16)) for p in parts)
    print(f"{ch!r:6} {d!r:28} {tag:12} {rebuilt!r}")

print(unicodedata.unidata_version)
print(unicodedata.combining("\u0301"), unicodedata.combining("\u0316"), unicodedata.combining("a"))
