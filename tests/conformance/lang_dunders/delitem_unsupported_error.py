class Ledger:
    def __init__(self, entries):
        self.entries = dict(entries)

    def __getitem__(self, key):
        return self.entries[key]

    def __len__(self):
        return len(self.entries)


book = Ledger({"rent": -900, "salary": 3000})
print(book["rent"] + book["salary"], len(book))
del book.entries["rent"]
print(sorted(book.entries), len(book))
del book["salary"]
