s = "mississippi"
print(s.find("ss"), s.rfind("ss"), s.find("x"), s.rfind("x"))
print(s.find("s", 4), s.find("s", 4, 5), s.rfind("i", 0, 5))
print(s.index("p"), s.index("ss", 3))
print(s.find(""), s.rfind(""))
url = "https://example.com/path/to/page.html"
start = url.find("://") + 3
end = url.find("/", start)
print(url[start:end])
print(url[url.rfind("/") + 1:])
print(url[url.rfind(".") + 1:])
try:
    s.index("z")
except ValueError as e:
    print("error:", e)
