from html.parser import HTMLParser
import random
class Rec(HTMLParser):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.ev = []
    def handle_starttag(self, tag, attrs): self.ev.append(("s", tag, attrs, self.getpos()))
    def handle_endtag(self, tag): self.ev.append(("e", tag, self.getpos()))
    def handle_data(self, d): self.ev.append(("d", d, self.getpos()))
    def handle_comment(self, d): self.ev.append(("c", d))
    def handle_decl(self, d): self.ev.append(("decl", d))
    def handle_pi(self, d): self.ev.append(("pi", d))
    def handle_charref(self, n): self.ev.append(("cr", n))
    def handle_entityref(self, n): self.ev.append(("er", n))
    def unknown_decl(self, d): self.ev.append(("u", d))
toks = ["<", ">", "/", "a", "b", "p", "script", "style", " ", "\n", "=", '"', "'", "&", "#", "x", "1", ";", "amp", "lt", "!", "-", "--", "?", "[", "]", "CDATA", "DOCTYPE", "é", "\t", "<a ", "</a>", "<br/>", "&amp;", "&#65;", "<!--", "-->", "<script>", "</script>", "href", "<![CDATA[", "]]>"]
rnd = random.Random(7)
bad = 0
for t in range(150):
    s = "".join(rnd.choice(toks) for _ in range(rnd.randint(1, 30)))
    for conv in (True, False):
        p = Rec(convert_charrefs=conv)
        try:
            k = 0
            while k < len(s):
                step = rnd.randint(1, 8)
                p.feed(s[k:k + step]); k += step
            p.close()
            print(t, conv, p.ev, p.getpos(), repr(p.rawdata))
        except AssertionError as e:
            print(t, conv, "AssertionError", e)
