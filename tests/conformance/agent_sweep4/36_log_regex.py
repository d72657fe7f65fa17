import re
from collections import Counter, defaultdict
log = """2024-03-05 10:00:01,123 INFO  [web.server] GET /api/users?id=42 200 12ms
2024-03-05 10:00:02,456 WARN  [web.server] GET /api/orders 404 3ms
2024-03-05 10:00:03,789 ERROR [db.pool] timeout after 30s (conn=7)
2024-03-05 10:01:00,001 INFO  [web.server] POST /api/users 201 45ms
2024-03-05 10:01:05,002 ERROR [web.server] POST /api/pay 500 1203ms
garbage line here
2024-03-05 10:02:00,999 DEBUG [auth] token refreshed for user=alice@example.com"""
pat = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+),(?P<ms>\d{3}) (?P<level>\w+)\s+\[(?P<src>[\w.]+)\] (?P<msg>.*)$", re.M)
recs = [m.groupdict() for m in pat.finditer(log)]
print(len(recs), recs[0], recs[-1]["msg"])
print(Counter(r["level"] for r in recs), sorted({r["src"] for r in recs}))
req = re.compile(r"(GET|POST|PUT|DELETE) (\S+) (\d{3}) (\d+)ms")
for m in req.finditer(log):
    print(m.group(1), m.group(2), int(m.group(3)), int(m[4]), m.span(), m.start(2), m.lastindex, m.groups())
slow = [m.group(2) for m in req.finditer(log) if int(m.group(4)) > 40]
print(slow, req.findall(log)[:2], re.findall(r"\d+ms", log), re.findall(r"user=(\S+)@(\S+)", log))
print(re.sub(r"(?<=user=)\w+", "***", log.splitlines()[-1]), re.sub(r"\b(\d{1,3})ms\b", lambda m: f"{int(m[1]) / 1000:.3f}s", "took 12ms and 450ms"))
print(re.split(r"[,;]\s*", "a, b;c ,d"), re.split(r"(\d)", "a1b2c"), re.split(r"\s+", "  lead trail  "), re.split("x*", "axbc"), re.split(r"\W+", "Words, words, words.", maxsplit=1))
print(re.subn(r"a", "A", "banana"), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@host"), re.sub(r"(?P<w>\w+)", r"<\g<w>>", "hi there"), re.sub("", "-", "abc"))
print(re.match(r"\d+", "123abc").group(), re.match(r"\d+", "abc"), re.search(r"\d+", "abc123def456").group(), re.fullmatch(r"[a-z]+", "abc"), re.fullmatch(r"[a-z]+", "abc1"))
m = re.search(r"(?P<key>\w+)=(?P<val>[^&]*)", "?a=1&b=2")
print(m, m.group("key", "val"), m.groupdict(), m.expand(r"\g<val>:\1"), m.re.pattern, m.string, m.pos, m.endpos)
print(re.findall(r"(?i)error|warn", log), len(re.findall(r"^\d", log, flags=re.MULTILINE)), re.findall(r"a.c", "a\nc abc", re.S), re.escape("a.b*c?(x)"))
email = re.compile(r"""
    ^[\w.+-]+       # local
    @
    [\w-]+(\.[\w-]+)+$  # domain
""", re.VERBOSE)
print([bool(email.match(e)) for e in ["a@b.co", "x.y+z@mail.example.org", "bad@", "@no.com", "a@b"]])
print(re.findall(r"\b\w", "hello big world"), re.findall(r"(\w)\1", "aabbcdd"), re.findall(r"(?:ab)+", "ababxab"), re.findall(r"\d{2,3}?", "12345"))
print(re.sub(r"(\d+)", lambda m: str(int(m.group()) * 2), "3 apples and 10 pears"), re.compile(r"x", re.I | re.M).flags & re.I > 0, bool(re.I & re.IGNORECASE))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e, e.pos)
try:
    re.compile(r"[z-a]")
except re.error as e:
    print("re.error:", e)
try:
    re.sub(r"(a)", r"\2", "a")
except re.error as e:
    print("re.error:", e)
phone = re.compile(r"\(?(\d{3})\)?[-.\s]?(\d{3})[-.\s]?(\d{4})")
print([phone.sub(r"(\1) \2-\3", p) for p in ["555-123-4567", "(555) 123 4567", "555.123.4567", "5551234567"]])
print(re.findall(r"[A-Z][a-z]+(?=\s)", "Alice met Bob and Carol today"), re.findall(r"(?<!\$)\b\d+\b", "cost $30 or 40 units"), re.search(r"^$", "a\n\nb", re.M).span())
