import re

TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?(?:[eE][+-]?\d+)?"),
    ("STRING", r"(?P<q>['\"])(?:\\.|(?!(?P=q)).)*(?P=q)"),
    ("IDENT", r"[^\W\d]\w*"),
    ("OP", r"\*\*|//|[-+*/%()=<>!]=?|,"),
    ("SKIP", r"[ \t]+"),
    ("NEWLINE", r"\n"),
    ("MISMATCH", r"."),
]
master = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKEN_SPEC))
print(master.groups, sorted(master.groupindex)[:4], master.flags)

def tokenize(code):
    line = 1
    line_start = 0
    for m in master.finditer(code):
        kind = m.lastgroup
        value = m.group()
        col = m.start() - line_start
        if kind == "NEWLINE":
            line += 1
            line_start = m.end()
            continue
        if kind == "SKIP":
            continue
        if kind == "MISMATCH":
            raise SyntaxError(f"unexpected {value!r} at line {line} col {col}")
        if kind == "NUMBER":
            value = float(value) if re.search(r"[.eE]", value) else int(value)
        yield kind, value, line, col

src = 'total = price * 1.5e2 // qty\nname = "O\\"Neil" + \'x\'\nπ = 3.14 ** 2 != ünïcode'
for tok in tokenize(src):
    print(tok)
try:
    list(tokenize("a = b $ c"))
except SyntaxError as e:
    print("SyntaxError:", e)

print(re.findall(r"(?=(\d\d\d))", "12345"))
print(re.findall(r"(?>a+)b|x", "aaab aaa x"), re.findall(r"\d++\d", "123"), re.fullmatch(r"\w++!", "abc!") is not None)
tag = re.compile(r"^(<)?(\w+)(?(1)>)$")
print([bool(tag.match(s)) for s in ["<b>", "b", "<b", "b>"]])
print(re.findall(r"\d+", "Price: ٣٤٥ or 12"), re.findall(r"\d+", "Price: ٣٤٥ or 12", flags=re.ASCII))
print(re.findall(r"\b\w+\b", "naïve café, résumé"), re.findall(r"(?a)\b\w+\b", "naïve café"))
print(bool(re.match("strasse", "STRASSE", re.I)), bool(re.match("K", "\u212a", re.I)), bool(re.match("k", "K", re.I | re.A)))
print(re.RegexFlag.I, re.RegexFlag["M"], re.I | re.X, repr(re.compile(r"\s+", re.M | re.I)))
print(re.sub(r"(?m)^(\s*)#\s?", r"\1// ", "# top\n  # nested\ncode # trailing"))
dates = "2024-01-05, 05/01/2024, Jan 5 2024"
iso = re.compile(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)")
eu = re.compile(r"(?P<d>\d\d)/(?P<m>\d\d)/(?P<y>\d{4})")
for pat in (iso, eu):
    m = pat.search(dates)
    print(pat.pattern[:14], m.span(), "{y}{m}{d}".format(**m.groupdict()), m.expand(r"\g<d>.\g<m>.\g<y>"))
print(re.split(r"\s*([,;])\s*", "a , b;c ,d"), re.split(r"(?:,)", "x,,y"))
print(re.sub(r"\s+", " ", "  many   spaces\there \n").strip(), re.subn(r"(?i)the", "THE", "The cat and the hat"))
