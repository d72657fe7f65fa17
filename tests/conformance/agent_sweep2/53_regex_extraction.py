import re
log = """2024-01-01 10:00:01 ERROR [db] connection lost (code=17)
2024-01-01 10:00:05 INFO [web] request ok
2024-01-01 10:01:00 WARN [db] slow query 2.5s
2024-01-01 10:02:00 ERROR [auth] bad token (code=3)"""
pat = re.compile(r"^(\S+) (\S+) (\w+) \[(\w+)\] (.*)$", re.M)
for m in pat.finditer(log):
    print(m.group(3), m.group(4), m.groups()[4][:20])
print(re.findall(r"code=(\d+)", log), re.findall(r"(\w+)=(\d+)", log))
errors = [m.groupdict() for m in re.finditer(r"(?P<lvl>ERROR) \[(?P<mod>\w+)\]", log)]
print(errors)
print(re.sub(r"\d{2}:\d{2}:\d{2}", "<t>", log.splitlines()[0]))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home you@work"))
print(re.split(r"[,;]\s*", "a, b;c,d"), re.split(r"(-)", "1-2-3"))
print(re.sub(r"\s+", " ", "  many   spaces\there ").strip())
m = re.search(r"(\d+)\.(\d+)s", log)
print(m.group(0), m.span(), m.start(1), float(m.group(0)[:-1]))
print(re.fullmatch(r"[A-Z]{3}-\d{4}", "ABC-1234") is not None, re.match("x", "yx"))
print(re.sub(r"(?i)error", lambda m: m.group(0).lower(), "ERROR Error error"))
print(re.escape("a.b*c"), re.subn("a", "b", "aaa"))
