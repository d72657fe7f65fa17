# Build symbols for a report from their Unicode names.
import unicodedata

wanted = ["EURO SIGN", "DEGREE SIGN", "BLACK STAR", "check mark", "GREEK SMALL LETTER MU",
          "HANGUL SYLLABLE HAN", "CJK UNIFIED IDEOGRAPH-4E2D", "LINE FEED", "NBSP", "BOM", "VS16"]
for name in wanted:
    ch = unicodedata.lookup(name)
    print(f"{name:30} {ch!r:12} U+{ord(ch):04X} -> {unicodedata.name(ch, '?')}")

for bad in ["EURO SIGNS", "hangul syllable han", "CJK UNIFIED IDEOGRAPH-4e2d", "CJK UNIFIED IDEOGRAPH-A000"]:
    try:
        unicodedata.lookup(bad)
    except KeyError as e:
        print("KeyError", e)

print(unicodedata.lookup(b"DIGIT SEVEN"))
print(unicodedata.name("\uac00"), unicodedata.name("\u9fa5"), unicodedata.name("\U00020000"))
