records = [("a", 1), ("b", 2)]
lookup = dict(records)
print(lookup["c"] + 1)
