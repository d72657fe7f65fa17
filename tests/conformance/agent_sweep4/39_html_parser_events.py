from html.parser import HTMLParser
class Rec(HTMLParser):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.ev = []
    def handle_starttag(self, tag, attrs): self.ev.append(("start", tag, attrs, self.getpos()))
    def handle_endtag(self, tag): self.ev.append(("end", tag, self.getpos()))
    def handle_startendtag(self, tag, attrs): self.ev.append(("startend", tag, attrs, self.get_starttag_text()))
    def handle_data(self, d): self.ev.append(("data", d))
    def handle_comment(self, d): self.ev.append(("comment", d))
    def handle_decl(self, d): self.ev.append(("decl", d))
    def handle_pi(self, d): self.ev.append(("pi", d))
    def handle_charref(self, n): self.ev.append(("charref", n))
    def handle_entityref(self, n): self.ev.append(("entityref", n))
    def unknown_decl(self, d): self.ev.append(("unknown", d))
docs = [
    '<!DOCTYPE html><html><head><title>T &amp; Q</title></head><body class="main" id=x>Hi<br/>there</body></html>',
    '<a href="/x?a=1&amp;b=2" data-X=\'y\' checked>link &copy; 2024 &#169; &#xA9; &bogus; &amp</a>',
    '<p>unclosed <b>bold <i>it</b></p',
    '<script>if (a < b && c > d) { x = "</p>"; }</script><style>p > a {}</style>after',
    '<!-- a comment -- with dashes --><!--x--!><![CDATA[raw <data>]]><?php echo 1 ?>',
    '<div\n  class="a"\n  title="multi\nline">text\n</div >\n</ div>',
    'a < b and c<d &x y & z &#; &#x; &#12',
    '<img src="a.png" alt="" / ><input disabled="">',
    '<UL><LI>One<LI>Two</UL>',
    '</>text</ >x<!bogus>y<!doctype html>',
    '<a b="1" b="2" C=3 d = "4" e=>x</a>',
    '<table><tr><td>1</td><td>2</td></tr></table>',
    '<p>Caf&eacute; &lt;tag&gt; &quot;q&quot; &#x27;s&#39;</p>',
    '&amp;&lt;&gt;',
    '<span title="&quot;hi&quot; &amp; bye">x</span>',
    '<br><hr/><meta charset=utf-8>',
    '<a href=unquoted/path>z</a>',
    'text &nbsp;more&nbsp',
    '<scrIPT>a</SCRIPT>b',
    '<x:y a:b="c">ns</x:y>',
    '<p>text<',
    '<p',
    '<!-- unterminated',
    '<![if !IE]>x<![endif]>',
]
for conv in (True, False):
    for d in docs:
        p = Rec(convert_charrefs=conv)
        p.feed(d)
        p.close()
        print(conv, repr(d)[:40], p.ev, p.getpos())
for d in docs[:8]:
    p = Rec()
    for k in range(0, len(d), 7):
        p.feed(d[k:k + 7])
    p.close()
    print("chunks", p.ev)
class LinkFinder(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.text = []
        self.in_title = False
        self.title = ""
    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links.append(dict(attrs).get("href"))
        if tag == "title":
            self.in_title = True
    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False
    def handle_data(self, data):
        if self.in_title:
            self.title += data
        elif data.strip():
            self.text.append(data.strip())
page = """<html><head><title>My &amp; Page</title></head>
<body><h1>Welcome</h1><p>See <a href="https://a.com">A</a> and <a href='/b'>B</a>.</p>
<a name="anchor">no href</a></body></html>"""
lf = LinkFinder(); lf.feed(page); lf.close()
print(lf.links, lf.title, lf.text, lf.lasttag)
p = HTMLParser(); p.feed("<a>"); print(p.get_starttag_text(), p.rawdata, p.cdata_elem)
p.reset(); print(repr(p.rawdata), p.getpos())
print(HTMLParser.CDATA_CONTENT_ELEMENTS, HTMLParser.__module__, HTMLParser.__name__)
try:
    HTMLParser(True)
except TypeError as e:
    print("TypeError:", e)
