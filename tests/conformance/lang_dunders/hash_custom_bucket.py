class CaseInsensitive:
    def __init__(self, text):
        self.text = text

    def __eq__(self, other):
        return self.text.lower() == other.text.lower()

    def __hash__(self):
        return len(self.text)

    def __repr__(self):
        return repr(self.text)


tags = {}
for word in ["Python", "PYTHON", "rust", "Rust", "go", "python"]:
    key = CaseInsensitive(word)
    tags[key] = tags.get(key, 0) + 1
print(tags)
print(hash(CaseInsensitive("abc")), CaseInsensitive("Go") in tags)
