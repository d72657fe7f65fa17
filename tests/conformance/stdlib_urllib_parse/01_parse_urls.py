from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit, urldefrag

urls = [
    "https://user:secret@api.Example.com:8443/v1/items;type=a?page=2&sort=desc#results",
    "http://localhost:5000/",
    "ftp://files.example.org/pub/file.tar.gz",
    "mailto:someone@example.com",
    "/relative/path?x=1",
    "example.com/no/scheme",
    "//cdn.example.com/lib.js",
    "HTTP://EXAMPLE.COM/Path",
    "file:///etc/hosts",
    "https://[2001:db8::1]:8080/index.html",
]
for u in urls:
    p = urlparse(u)
    print(p)
    print("   host:", p.hostname, "port:", p.port, "user:", p.username, "pw:", p.password)
    print("   round trip:", urlunparse(p), p.geturl() == urlunparse(p))
s = urlsplit("https://example.com/a/b?q=1#top")
print(s, s.path, s[1], len(s))
print(urlunsplit(("https", "example.com", "x/y", "a=1", "")))
print(urlunparse(("http", "host", "/p", "", "", "")))
print(s._replace(query="q=2").geturl())
print(urldefrag("http://example.com/page#section-2"), urldefrag("no-fragment").url)
print(urlparse("path/only", scheme="https"), urlparse("http://a/b#c", allow_fragments=False))
for bad in ["http://host:99999/", "http://host:abc/"]:
    try:
        urlparse(bad).port
    except ValueError as e:
        print("ValueError:", e)
try:
    urlparse("http://[::1/")
except ValueError as e:
    print("ValueError:", e)
