import re, string, textwrap
raw = "  Hello,   World!  This is   a TEST... of the   emergency\tbroadcast\nsystem.  "
clean = " ".join(raw.split())
print(repr(clean))
print(clean.translate(str.maketrans("", "", string.punctuation)).lower())
words = re.findall(r"[A-Za-z']+", clean)
print(words, len(words))
print(re.sub(r"\s+", " ", raw).strip().title())
print(clean.casefold().count("t"), clean.find("TEST"), clean.rfind("s"), clean.index("World"))
print("straße".upper(), "ǅ".lower(), "ﬁ".upper(), "İ".lower(), len("İ".lower()))
print("hello world".capitalize(), "HELLO wORLD".swapcase(), "they're bill's".title())
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a b  c".split(" "), "  a b ".rsplit(None, 1))
print("line1\nline2\r\nline3\r".splitlines(), "x\ny\n".splitlines(keepends=True))
print("abc".center(9, "*"), "abc".ljust(6, "-") + "|", "42".zfill(6), "-42".zfill(6), "+4".zfill(4))
print("Hello".startswith(("He", "x")), "file.tar.gz".endswith((".gz", ".bz2")), "abc".removeprefix("a"), "abc".removesuffix("bc"))
print("   x  ".strip(), "xxhixx".strip("x"), "www.example.com".lstrip("w."), "a-b_c".replace("-", "_").replace("_", " "))
print("ab12".isalnum(), "٣".isdigit(), "½".isnumeric(), "½".isdecimal(), "Ab Cd".istitle(), "   ".isspace(), "".isspace())
print("a\tb\tc".expandtabs(4), repr("x\ty".expandtabs()), "%-5s|%5s|" % ("ab", "cd"))
print(textwrap.fill("The quick brown fox jumps over the lazy dog. " * 3, width=30))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", width=25, placeholder=" [...]"))
print(textwrap.indent("a\n\nb\n", "> "), end="")
print(textwrap.dedent("""
    def f():
        return 1
    """))
print("-".join(reversed("abc")), "".join(sorted("banana", reverse=True)), "abc" * 0 == "")
print("é".encode(), "naïve café".encode("ascii", "replace"), "naïve".encode("ascii", "ignore"), "€".encode("utf-16-le"))
print(b"caf\xc3\xa9".decode(), b"\xff".decode("utf-8", "replace"), b"\xff".decode("latin-1"), b"abc\xff".decode("ascii", "backslashreplace"))
