# The same patterns on ASCII and non-ASCII subjects: \w \d \s \b, their
# negations, IGNORECASE, re.ASCII, and a run of a class before a literal.
import re

pats = [r"\w+", r"\W+", r"\d+", r"\D+", r"\s+", r"\S+", r"\b\w", r"\w\b", r"\B\w+",
        r"[\w.+-]+@[\w-]+\.[\w.]+", r"(\w+)@(\w+)", r"\d+\.\d*", r"[a-z]+\d", r"\s+=", r"(?:\w+)-x",
        r"[^@\s]+@", r"\S+ visited", r"[a-z]*1"]
subjects = [
    "bob.smith@example.com visited /p/12 on 2024-01-02 status=200",
    "bøb.smïth@exämple.com visited /p/١٢ on 2024-01-02 status=200",
    "tab\there\x1c\x1dsep  x=1 \u00a0 y = 2\u2003z",
    "Ωmega@ωmega.gr straße STRASSE ſ K \u212a k",
    "aaa1 bbb2 CCC3 1.5 22. 333.x",
    "",
]
for p in pats:
    for s in subjects:
        print(p, "|", re.findall(p, s), re.findall(p, s, re.ASCII), re.findall(p, s, re.I))

for s in ["straße Strasse", "ǅemal DŽ dž", "ΣΑΣ σας", "Kelvin \u212a kelvin", "abc ABC"]:
    print(re.findall(r"[a-z]+", s, re.I), re.findall(r"s+", s, re.I), re.findall(r"k\w+", s, re.I | re.A),
          re.findall(r"\b[A-Z]\w*", s), re.sub(r"(?i)(s)(\w)", r"\2\1", s))

print(re.findall(r"\d", "1٢3۴５"), re.findall(r"\d", "1٢3۴５", re.ASCII), re.findall(r"\d", "12345"))
print(re.split(r"\s+", "a\u2003b\u3000c d\x1ce"), re.split(r"\s+", "a b\tc\nd\x1fe"))
print(re.split(r"\s+", "a\u2003b\u3000c d\x1ce", flags=re.ASCII))
m = re.search(r"(?P<user>[\w.]+)@(?P<host>\w+)", "to: jürgen.x@hostname.de")
print(m.group("user"), m.span("user"), m.start("host"), m.end(), m.groupdict())
m = re.search(r"(?P<user>[\w.]+)@(?P<host>\w+)", "to: jurgen.x@hostname.de")
print(m.group("user"), m.span("user"), m.start("host"), m.end(), m.groupdict())
print(re.fullmatch(r"\w+", "abc"), re.fullmatch(r"\w+", "abç"), re.fullmatch(r"\w+", "ab c"))
