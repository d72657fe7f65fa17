from html.parser import HTMLParser
import html.parser
html_doc = """<!DOCTYPE html>
<html><head><title>Quarterly Sales</title><meta name="author" content="Ops &amp; Finance"></head>
<body>
<h2 id="t1">Sales by region</h2>
<table class="data">
  <thead><tr><th>Region</th><th>Q1</th><th>Q2</th></tr></thead>
  <tbody>
    <tr><td>North</td><td>1,200</td><td>1,350</td></tr>
    <tr><td>South &amp; East</td><td>980</td><td>1,020</td></tr>
    <tr class="total"><td><b>Total</b></td><td>2,180</td><td>2,370</td></tr>
  </tbody>
</table>
<ul><li><a href="/r/north?y=2024&amp;q=1">North report</a></li><li><a href="https://ex.com/s" target=_blank>South</a></li></ul>
<!-- generated 2024-07-01 -->
<img src="chart.png" alt="Chart &lt;Q1&gt;"/>
</body></html>"""
class TableParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tables, self.row, self.cell, self.in_cell = [], None, [], False
        self.links, self.meta, self.comments, self.images, self.headings = [], {}, [], [], []
        self._heading = None
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table": self.tables.append([])
        elif tag == "tr": self.row = []
        elif tag in ("td", "th"): self.in_cell, self.cell = True, []
        elif tag == "a": self.links.append((a.get("href"), a.get("target")))
        elif tag == "meta": self.meta[a.get("name")] = a.get("content")
        elif tag in ("h1", "h2", "h3"): self._heading = [tag, a.get("id"), ""]
    def handle_startendtag(self, tag, attrs):
        if tag == "img": self.images.append(dict(attrs))
        else: self.handle_starttag(tag, attrs)
    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.row.append("".join(self.cell).strip()); self.in_cell = False
        elif tag == "tr" and self.row is not None:
            self.tables[-1].append(self.row); self.row = None
        elif tag in ("h1", "h2", "h3") and self._heading:
            self.headings.append(tuple(self._heading)); self._heading = None
    def handle_data(self, data):
        if self.in_cell: self.cell.append(data)
        if self._heading: self._heading[2] += data
    def handle_comment(self, data): self.comments.append(data.strip())
    def handle_decl(self, decl): self.decl = decl
p = TableParser(); p.feed(html_doc); p.close()
print(p.decl, p.meta, p.headings, p.comments, p.images)
header, *rows = p.tables[0]
print(header)
for r in rows:
    print(f"{r[0]:<14}" + "".join(f"{int(v.replace(',', '')):>8,}" for v in r[1:]))
totals = [sum(int(r[i].replace(",", "")) for r in rows if r[0] != "Total") for i in (1, 2)]
print(totals, [f"{(b - a) / a:+.1%}" for a, b in [totals]])
print(p.links)
records = [dict(zip(header, r)) for r in rows]
print(records[1], isinstance(p, html.parser.HTMLParser), p.getpos())
class TextOnly(HTMLParser):
    SKIP = {"script", "style", "head"}
    def __init__(self):
        super().__init__(); self.skip = 0; self.out = []
    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP: self.skip += 1
        if tag in ("p", "li", "tr", "br", "h2"): self.out.append("\n")
    def handle_endtag(self, tag):
        if tag in self.SKIP: self.skip -= 1
    def handle_data(self, data):
        if not self.skip: self.out.append(data)
t = TextOnly(); t.feed(html_doc); t.close()
lines = [" ".join(l.split()) for l in "".join(t.out).splitlines()]
print([l for l in lines if l])
raw = HTMLParser(convert_charrefs=False)
seen = []
raw.handle_entityref = lambda name: seen.append(("entity", name))
raw.handle_charref = lambda name: seen.append(("char", name))
raw.feed("Tom &amp; Jerry &#169; &#x2014; &nbsp;end"); raw.close()
print(seen)
