import re

text = """Order #1042 placed 2024-03-05 by alice@example.com total $1,234.50
Order #1043 placed 2024-03-06 by Bob.Smith@mail.co.uk total $99.99
Refund #88 issued 2024-03-07 to alice@example.com amount $-20.00
Order #1044 placed 2024-3-8 by carol@ex.org total $5"""

order_re = re.compile(r"""
    Order\s+\#(?P<id>\d+)\s+
    placed\s+(?P<date>\d{4}-\d{1,2}-\d{1,2})\s+
    by\s+(?P<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s+
    total\s+\$(?P<total>[\d,]+(?:\.\d\d)?)
""", re.VERBOSE)
for m in order_re.finditer(text):
    d = m.groupdict()
    d["total"] = float(d["total"].replace(",", ""))
    print(d, m.span("id"), m.start(), m.end())
print(re.findall(r"[\w.]+@([\w.]+)", text))
print(re.findall(r"(\d{4})-(\d+)-(\d+)", text))
print(re.sub(r"(\d{4})-(\d{1,2})-(\d{1,2})", lambda m: f"{m[3]:0>2}/{m[2]:0>2}/{m[1]}", text.splitlines()[3]))
print(re.sub(r"\$(-?)([\d,.]+)", r"USD \1\2", "pay $1,000 and $-5"))
print(re.subn(r"\s+", " ", "a  b\t\tc\n d"))
print(re.split(r"[;,]\s*", "a, b;c ,d"))
print(re.split(r"(\d)", "a1b2c"))
print(re.split(r"\b", "hi there"))
print(re.split(r"x*", "axbc"))
print(re.fullmatch(r"[A-Z]{3}-\d{4}", "ABC-1234") is not None, re.fullmatch(r"\d+", "12a"))
m = re.search(r"(?i)REFUND\s+#(\d+)", text)
print(m.group(0), m.group(1), m.groups(), m.lastindex, m.re.pattern)
print(re.search(r"(?<=\$)\d+(?=\.)", "cost $42.10").group())
print(re.findall(r"(?<!\d)\d{2}(?!\d)", "1 22 333 44 5"))
print(re.findall(r"\b\w+(?=ing\b)", "singing and dancing while ring"))
print(re.escape("price: $5.00 (approx) [x]"))
print(re.match(r"(a)(b)?", "ac").groups(), re.match(r"(a)(b)?", "ac").groups("-"))
print(re.findall(r"^\s*#\s*(.*)$", "# one\ncode\n  #two", re.M))
print(re.sub(r"(?m)^", "> ", "l1\nl2"))
print(re.compile(r"a.b", re.S).findall("a\nb axb"))
m = re.match(r"(?P<k>\w+)=(?P<v>.*)", "key=val=ue")
print(m["k"], m["v"], m.expand(r"\g<v>:\g<k>:\2"))
print(repr(m)[:60])
print(re.sub(r"(\w+)", r"<\g<1>>", "ab cd", count=1))
print(re.findall(r"\d+(?:\.\d+)?", "v1.2 and 3 and 4.55.6"))
pat = re.compile(r"(\w)\1")
print(pat.findall("aabbcdde"), [m.group() for m in pat.finditer("xxyz zz")])
print(re.sub("a|(b)", lambda m: str(m.group(1)), "ab"))
for bad in ["(abc", "a{2,1}", "[z-a]", "*a"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("re.error:", e)
