from urllib.parse import urljoin

base = "http://a/b/c/d;p?q"
for ref in ["g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
            "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g",
            "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h",
            "https://other.com/x", "mailto:x@y"]:
    print(repr(ref), "->", urljoin(base, ref))
print(urljoin("https://api.example.com/v1/", "users/42"))
print(urljoin("https://api.example.com/v1", "users/42"))
print(urljoin("https://example.com/docs/index.html", "../img/logo.png"))
print(urljoin("", "x"), urljoin("http://a/b", ""))
