import re
tests = [
 lambda: re.split(r"(,)\s*", "a, b,c"), lambda: re.split(r"\s*", "a b"), lambda: re.split(r"x*", "axbc"), lambda: re.sub(r"x*", "-", "abxd"),
 lambda: re.findall(r"(\w)(\d)?", "a1b c2"), lambda: re.findall(r"\w+", "café naïve Ünï 日本"), lambda: re.findall(r"(?a)\w+", "café"),
 lambda: re.compile(r"(?<=a+)b"), lambda: re.compile(r"a(?i)b"), lambda: re.sub(r"a", lambda m: 5, "a"), lambda: re.sub(r"(?P<x>a)", r"\g<y>", "a"),
 lambda: re.compile(r"""\d+  # digits
   \.? # dot""", re.X).findall("12.5 7"), lambda: re.search(r"^b", "a\nb", re.M).span(), lambda: re.search(r"a.c", "a\nc", re.S).group(),
 lambda: re.match(r"(?P<first>\w+) (?P<last>\w+)", "Jane Doe").expand(r"\g<last>, \g<first>"), lambda: re.sub(r"(\d+)", r"<\1>", "a1b22"),
 lambda: re.fullmatch(r"\d{3}-\d{4}", "555-1234").group(), lambda: re.sub(r"\bcat\b", "dog", "cat concat cat."), lambda: re.findall(r"\d+(?=px)", "10px 20em 30px"),
 lambda: re.sub(r"(?<!\d)(\d{2})(?!\d)", r"[\1]", "1 22 333"), lambda: re.compile(r"\p{L}"), lambda: re.compile(r"(?P<1>a)"), lambda: re.compile(r"a**"),
 lambda: re.match(r"(a)|(b)", "b").groups(), lambda: re.match(r"(a)|(b)", "b").lastindex, lambda: re.match(r"(?:x)(y)", "xy").group(1),
 lambda: [m.span() for m in re.finditer(r"", "ab")], lambda: re.sub("", "-", "ab"), lambda: re.escape("a.b*c\\d"), lambda: re.purge(),
 lambda: re.compile("a", re.I).pattern, lambda: repr(re.compile(r"a\d", re.I | re.M)), lambda: re.compile(r"\d").sub("#", "a1b2", count=1),
 lambda: re.search(r"[[:alpha:]]", "a"), lambda: re.match(r"\N{SNOWMAN}", "☃").group(), lambda: re.findall(r"[^\W\d_]+", "ab12_cd"),
 lambda: re.split(r"[;,]", "a;b,c", maxsplit=1), lambda: re.sub(r"a", r"\n", "xax"), lambda: re.sub(r"a", "\\", "a"),
 lambda: re.match(r"(\w+)@(\w+)\.com", "joe@site.com").group(0, 1, 2), lambda: re.compile(r"(a)(b)").groupindex,
 lambda: re.match(r"a{,3}", "aaaa").group(), lambda: re.match(r"a{2}?", "aaa").group(), lambda: re.match(r"(?s:.)(.)", "\n\n"), lambda: re.search(r"(?i:A)b", "aB"),
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, repr(r)[:80])
    except Exception as e:
        print(i, type(e).__name__, e)
