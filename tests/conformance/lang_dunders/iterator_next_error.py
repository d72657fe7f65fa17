class LineReader:
    def __init__(self, text):
        self.lines = text.splitlines()
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.pos >= len(self.lines):
            raise StopIteration
        line = self.lines[self.pos]
        self.pos += 1
        if line.startswith("!"):
            raise ValueError(f"corrupt line {self.pos}: {line!r}")
        return line.strip()


for line in LineReader("a\n b \nc"):
    print(repr(line))
reader = LineReader("x\ny")
print(next(reader), next(reader), next(reader, "EOF"))
for line in LineReader("ok\n!bad\nlater"):
    print(repr(line))
