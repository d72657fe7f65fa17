from urllib.parse import urlparse, urlunparse, urlencode, parse_qs, parse_qsl, quote, unquote, quote_plus, unquote_plus, urljoin, urlsplit, urldefrag
import html, shlex
u = urlparse("https://user:pw@Example.com:8443/a/b;p?q=1&q=2&x=%20y#frag")
print(u)
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.path, u.params, u.query, u.fragment)
print(parse_qs(u.query), parse_qsl(u.query), parse_qs("a=1&b=&c", keep_blank_values=True), parse_qsl("a=1;b=2", separator=";"))
print(urlencode({"q": "hello world", "lang": "en&fr", "n": 5}), urlencode([("a", 1), ("a", 2)]), urlencode({"x": [1, 2]}, doseq=True))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%E2%82%AC%20x"), unquote_plus("a+b%2B"))
print(urljoin("http://a/b/c/d", "../e"), urljoin("http://a/b/c/", "g?y"), urljoin("http://a/b", "//other/x"), urljoin("http://a/b/c", "/abs"))
print(urlunparse(("https", "h.com", "/p", "", "a=1", "f")), urlsplit("http://h/p?q#f").geturl(), urldefrag("http://h/p#sec"))
print(urlparse("example.com/path"), urlparse("mailto:a@b.c").path, urlparse("//host:80/x").port, urlparse("http://[::1]:8080/").hostname)
print(u._replace(fragment="", query="").geturl(), urlparse("HTTP://X.COM").scheme)
try:
    urlparse("http://host:99999").port
except ValueError as e:
    print("ValueError:", e)
print(html.escape('<a href="x">Tom & Jerry\'s</a>'), html.escape("<b>", quote=False), html.unescape("&lt;p&gt; &amp;amp; &copy; &#8364; &#x41; &eacute; &bogus;"))
print(html.unescape("&nbsp;|&ne;&hellip;&mdash;"), repr(html.unescape("&nbsp")), html.unescape("&ampx &lt"))
print(shlex.split('ls -la "my file.txt" \'single q\' esc\\ aped --opt=1'), shlex.quote("it's here"), shlex.quote("safe"), shlex.quote(""))
print(shlex.join(["echo", "a b", "c'd", "$HOME"]), shlex.split("a # comment", comments=True), shlex.split("x='a b' y"))
try:
    shlex.split('unterminated "quote')
except ValueError as e:
    print("ValueError:", e)
lx = shlex.shlex("a=b, c='d e'", posix=True); lx.whitespace_split = True; lx.whitespace += ","
print(list(lx))
print(list(shlex.shlex("foo(bar, 12.5) + 'x'")))
