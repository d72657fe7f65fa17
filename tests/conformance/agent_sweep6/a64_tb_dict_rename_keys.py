raw_headers = dict(pair.split(": ", 1) for pair in [
    "Content-Type: text/html",
    "X-Request-Id: 42",
    "Cache-Control: no-cache",
    "Set-Cookie: a=1",
])
print(raw_headers)
seen = []
for name in raw_headers:
    seen.append(name)
    raw_headers[name.lower()] = raw_headers.pop(name)
print(seen, raw_headers)
