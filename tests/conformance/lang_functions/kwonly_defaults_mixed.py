def paginate(items, *, page=1, per_page=3, wrap=False):
    pages = max(1, -(-len(items) // per_page))
    if wrap:
        page = (page - 1) % pages + 1
    start = (page - 1) * per_page
    return page, pages, items[start:start + per_page]


letters = list("abcdefgh")
print(paginate(letters))
print(paginate(letters, page=3))
print(paginate(letters, page=5, wrap=True))
print(paginate(letters, per_page=5, page=2))
print(paginate([], page=1))
