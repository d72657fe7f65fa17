import html
from html.parser import HTMLParser
from urllib.parse import urlencode, urlparse, parse_qsl, urlunparse, quote, urljoin, urlsplit, unquote, parse_qs

base = "https://api.example.com/v2/search"
params = {"q": "café & crème", "tags": ["a b", "c/d"], "page": 2, "empty": ""}
url = f"{base}?{urlencode(params, doseq=True)}"
print(url)
parts = urlparse(url)
print(parts.scheme, parts.netloc, parts.path, parts.hostname, parts.port)
print(parse_qsl(parts.query, keep_blank_values=True))
print(parse_qs(parts.query))
new_query = urlencode(sorted(parse_qsl(parts.query)) + [("page", "3")])
print(urlunparse(parts._replace(query=new_query, fragment="results")))
print(urljoin(base, "../v1/items?id=7"), urljoin(base + "/", "detail"), urljoin("http://a/b/c", "//other/x"))
s = urlsplit("http://user:pw@[::1]:8080/p%20q;x?y=1#f")
print(s, s.username, s.password, s.hostname, s.port, unquote(s.path))
print(quote("path with spaces/and?query", safe="/"), quote("ü", encoding="latin-1"), quote(b"\x00\xff"))
try:
    urlsplit("http://host:99999/").port
except ValueError as e:
    print("ValueError:", e)

class LinkCollector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []
        self.title = []
        self._in_title = False
        self.depth = 0
    def handle_starttag(self, tag, attrs):
        self.depth += 1
        attrs = dict(attrs)
        if tag == "a" and "href" in attrs:
            self.links.append((attrs["href"], attrs.get("rel")))
        if tag == "title":
            self._in_title = True
    def handle_endtag(self, tag):
        self.depth -= 1
        if tag == "title":
            self._in_title = False
    def handle_data(self, data):
        if self._in_title:
            self.title.append(data)

page = """<!DOCTYPE html><html><head><title>Caf&eacute; &amp; Co &#8211; Menu</title></head>
<body><a href="/menu?x=1&amp;y=2">Menu</a> <A HREF='https://ext.example/' rel=nofollow>Ext</A>
<a name="anchor">no href</a><img src="x.png"/><br></body></html>"""
p = LinkCollector()
p.feed(page)
p.close()
print("".join(p.title), p.links, p.depth)
print([urljoin("https://cafe.example/index.html", href) for href, _ in p.links])
print(html.escape('<script>alert("x")</script> & \'q\''), html.escape("<b>", quote=False))
print(html.unescape("&lt;&gt;&amp;&quot;&#39;&#x41;&nbsp;|&copy;&unknown;&amp"))
rows = [("Name", "Note"), ("<Ann>", 'says "hi" & leaves')]
table = "\n".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in rows)
print(table)
