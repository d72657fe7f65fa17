# Compare user names typed on different keyboards: normalisation forms.
import unicodedata

pairs = [("e\u0301", "\u00e9"), ("\u212b", "\u00c5"), ("\ufb01le", "file"), ("\u2460", "1"),
         ("\u1100\u1161\u11a8", "\uac01"), ("Å", "A\u030a")]
for a, b in pairs:
    row = []
    for form in ("NFC", "NFD", "NFKC", "NFKD"):
        na, nb = unicodedata.normalize(form, a), unicodedata.normalize(form, b)
        row.append(f"{form}:{'=' if na == nb else '!'}{len(na)}")
    print(repr(a), repr(b), " ".join(row))

s = "Ｈｅｌｌｏ　ｗｏｒｌｄ ﬀ ½"
for form in ("NFC", "NFD", "NFKC", "NFKD"):
    out = unicodedata.normalize(form, s)
    print(form, repr(out), unicodedata.is_normalized(form, s), unicodedata.is_normalized(form, out))
