def search(items, *, key, reverse=False):
    ranked = sorted(items, key=key, reverse=reverse)
    return ranked[:3]


books = [("Dune", 1965), ("Neuromancer", 1984), ("Foundation", 1951), ("Hyperion", 1989)]
print(search(books, key=lambda b: b[1]))
print(search(books, key=lambda b: b[0], reverse=True))

def oldest(items):
    return search(items, lambda b: b[1])

print(oldest(books))
