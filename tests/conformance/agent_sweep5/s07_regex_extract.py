import re
log = """2024-03-01 10:15:02 ERROR [db] connection refused (code=111)
2024-03-01 10:15:07 WARN  [api] slow response 2.35s /v1/users?id=42
2024-03-01 10:16:00 INFO  [api] GET /v1/items 200 0.12s
2024-03-02 08:00:00 ERROR [auth] token expired for user=alice@example.com"""
pat = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>\w+)\s+\[(?P<mod>\w+)\] (?P<msg>.*)$", re.M)
for m in pat.finditer(log):
    print(m.group("level"), m["mod"], m.start(), m.span("msg"), m.groupdict()["date"])
print(re.findall(r"(\d+\.\d+)s", log))
print(re.findall(r"[\w.]+@[\w.]+", log))
print(re.sub(r"user=(\w+)@", lambda m: "user=" + m.group(1).upper() + "@", log).splitlines()[-1])
print(re.split(r"\s*\|\s*", "a | b|c  |  d"))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", "on 2024-03-01 and 2023-12-31"))
print(re.fullmatch(r"[A-Z]{2}\d{3}", "AB123"), re.fullmatch(r"[A-Z]{2}\d{3}", "AB1234"))
print(re.escape("1+1=2? (yes) [ok] $5"))
m = re.search(r"code=(\d+)", log)
print(m.group(0), m.group(1), int(m[1]) + 1, m.re.pattern, m.lastindex)
print(re.subn(r"\d", "#", "a1b22c333"))
print([m.group() for m in re.finditer(r"\b\w{5}\b", "hello world these are words")])
print(re.match(r"(a)(b)?", "ac").groups(), re.match(r"(a)(b)?", "ac").groups("-"))
print(re.compile(r"x", re.I | re.M).flags & re.I != 0)
