# Parse web server log lines with named groups and flags.
import re

log = """\
127.0.0.1 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
10.0.0.7 - - [10/Oct/2023:13:56:01 +0000] "POST /api/login HTTP/1.1" 401 128
10.0.0.7 - - [10/Oct/2023:13:56:09 +0000] "post /api/login HTTP/1.1" 200 512
192.168.1.2 - - [10/Oct/2023:13:57:12 +0000] "GET /missing HTTP/1.1" 404 0
"""
line_re = re.compile(r"""
    (?P<ip>\d+(?:\.\d+){3})\s-\s-\s
    \[(?P<when>[^\]]+)\]\s
    "(?P<method>[A-Z]+)\s(?P<path>\S+)\s[^"]+"\s
    (?P<status>\d{3})\s(?P<size>\d+)
""", re.VERBOSE | re.IGNORECASE)
by_status = {}
for m in line_re.finditer(log):
    d = m.groupdict()
    by_status.setdefault(d["status"], []).append((d["method"].upper(), d["path"]))
    print(m.group("ip"), m["method"], m.span("path"), m.lastgroup, m.lastindex)
print(by_status)
print(line_re.groupindex["status"], line_re.groups, line_re.flags & re.VERBOSE == re.VERBOSE)
errors = re.findall(r"^(\S+).*\" (4\d\d) ", log, re.M)
print(errors)
