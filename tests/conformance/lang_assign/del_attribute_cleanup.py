class Download:
    def __init__(self, url):
        self.url = url
        self.buffer = []
        self.progress = 0.0

    def finish(self):
        data = "".join(self.buffer)
        del self.buffer
        del self.progress
        self.size = len(data)
        return data


d = Download("http://x/file")
d.buffer += ["ab", "cd"]
d.progress = 1.0
print(d.finish(), d.size)
print(hasattr(d, "buffer"), hasattr(d, "progress"), d.url)
d.buffer = []
print(d.buffer)
