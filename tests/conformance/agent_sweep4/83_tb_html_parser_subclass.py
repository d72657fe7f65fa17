from html.parser import HTMLParser
class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []
    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.found.append(dict(attrs)["href"].lower())
p = Links()
p.feed('<a href="/One">1</a> <a href="/two">2</a>')
print(p.found)
p.feed('<a name="x">no link</a>')
