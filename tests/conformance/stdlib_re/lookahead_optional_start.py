# Patterns that open with a lookahead followed by an optional item: a
# field check, a number with an optional sign, a word not followed by a
# suffix.
import re

print(re.search(r"(?=a)x?a", "a"), re.search(r"(?=a)\W?a", "za"), re.findall(r"(?=\d)-?\d+", "1 22 -3 x4"))
print(re.findall(r"(?=[A-Z])[A-Z]?[a-z]+", "Hello world Foo"), re.fullmatch(r"(?=.{3,})x*abc", "abc"))
for s in ["abc", "-12", "+7", "0", "", "x1"]:
    print(repr(s), bool(re.match(r"(?=[-+]?\d)[-+]?\d+$", s)), bool(re.search(r"(?=\d)\+?\d", s)))
print(re.sub(r"(?=a)b*a", "#", "aaba ba"), re.split(r"(?=a)x?a", "banana"), [m.span() for m in re.finditer(r"(?=a)(x)?a", "aa")])
print(re.findall(r"(?i)(?=a)x?a", "AaxA"), re.findall(r"(?m)(?=a)^x?a", "b\na\nxa"), re.search(r"\b(?=a)x?a", "a").span())
print(re.findall(r"(?=é)x?é", "éaé"), re.findall(r"(?=ab)x?a", "ab a"), re.findall(r"(?=a)(?=a)x*a", "aaa"))
