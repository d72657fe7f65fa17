BAclass Section:
    depth = 0

    def __init__(self, title):
        self.title = title

    def __enter__(self):
        print("  " * Section.depth + f"<{self.title}>")
        Section.depth += 1
        return self

    def __exit__(self, exc_type, exc, tb):
        Section.depth -= 1
        print("  " * Section.depth + f"</{self.title}>")
        return False


with Section("html"):
    with Section("body") as body:
        print("    content of", body.title)
    with Section("footer"):
        pass
