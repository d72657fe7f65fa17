# Empty matches in findall, finditer, sub and split; runs of a class before
# a literal on long texts, with pos and endpos.
import re

for p in [r"x*", r"\b", r"(?=a)", r"a*?", r"\w*", r"(\w*)@?", r"\s*", r"$", r"^", r"(?m)^", r"(?m)$"]:
    s = "ab xa\naxb"
    print(repr(p), re.findall(p, s), [m.span() for m in re.finditer(p, s)], re.sub(p, "-", s),
          re.split(p, s), re.subn(p, "", s)[1])

print(re.findall(r"x*", ""), re.sub(r"x*", "-", ""), re.split(r"x*", ""), re.split(r"(x*)", "axb"))
print(re.findall(r"x*", "ñxñ"), re.sub(r"x*", "-", "ñxñ"), re.split(r"x*", "ñxñ"))

words = " ".join("w%d.%s" % (i, "abc" * (i % 7)) for i in range(300))
text = words + " end@host.org " + words + " last.one@x-y.com"
p = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
print(p.findall(text), len(text))
print(p.search(text, 10).span(), p.search(text, 10, 3000), p.findall(text, 0, len(text) // 2 + 10))
print([m.span() for m in p.finditer(text, 5000)])
print(re.findall(r"(\w+)@(\w+)", text), re.findall(r"\w+\.\w+@", text))
print(re.findall(r"\d+x", "12 123 1234x 99x"), re.findall(r"[a-c]+d", "abcabcabc abcd dd"))
print(re.findall(r"\w+\d", "ab1 abc x9 zz"), re.findall(r"\w*\d", "ab1 abc x9 zz"))
print(re.findall(r"[ab]+b", "aaab abab aa ab"), re.findall(r"(?i)[a-z]+A", "xxa XXA xxb"))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home you@work x@"), re.split(r"[\s=]+", "a = b  c=d=  e"))
print(re.findall(r"a+b", "a" * 50 + " " + "a" * 30 + "b"), re.findall(r"a+(b)", "aaab aab"))
print(re.findall(r"\w+(?<=\d)x", "ab1x abx 2x"), re.findall(r"\w+\b\.", "abc. de .f g."))
