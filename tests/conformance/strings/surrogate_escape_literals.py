# String literals holding lone surrogates through escapes.
s = "a\ud800b\udfffc"
print(len(s), ascii(s), s[1] == "\ud800", s.find("\udfff"))
pair = "\ud83d\ude00"
print(len(pair), ascii(pair), pair == "\U0001F600", ascii(pair + "x"))
print(ascii({"\udc80": 1}), "\udc80" in {"\udc80"}, ascii(["\ud800"] * 2))
