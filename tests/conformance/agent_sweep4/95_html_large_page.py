from html.parser import HTMLParser
from collections import Counter
rows = "".join(f'<tr class="{"odd" if i % 2 else "even"}"><td id="c{i}">{i}</td><td><a href="/item/{i}?ref=list&amp;p={i // 50}">Item &#{65 + i % 26};{i}</a></td><td>{i * 1.25:.2f}</td></tr>\n' for i in range(450))
page = f"<!DOCTYPE html><html><head><title>Catalog</title><style>td {{ padding: 2px; }}</style></head><body><table>\n{rows}</table><!-- end --></body></html>"
class Stats(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = Counter(); self.links = []; self.cells = []; self.cell = None; self.comments = []
    def handle_starttag(self, tag, attrs):
        self.tags[tag] += 1
        a = dict(attrs)
        if tag == "a": self.links.append(a["href"])
        if tag == "td": self.cell = []
    def handle_endtag(self, tag):
        if tag == "td":
            self.cells.append("".join(self.cell)); self.cell = None
    def handle_data(self, data):
        if self.cell is not None: self.cell.append(data)
    def handle_comment(self, data): self.comments.append(data)
p = Stats(); p.feed(page); p.close()
print(len(page), sorted(p.tags.items()), len(p.links), p.links[:2], p.links[-1], p.comments, p.getpos())
print(p.cells[:6], p.cells[-3:], sum(float(c) for c in p.cells[2::3]))
chunked = Stats()
for k in range(0, len(page), 4096):
    chunked.feed(page[k:k + 4096])
chunked.close()
print(chunked.tags == p.tags, chunked.links == p.links, chunked.cells == p.cells)
