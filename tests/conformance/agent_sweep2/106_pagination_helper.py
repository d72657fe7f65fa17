import math
def paginate(items, per_page, page):
    if per_page <= 0:
        raise ValueError("per_page must be positive")
    pages = max(1, math.ceil(len(items) / per_page))
    if not 1 <= page <= pages:
        raise IndexError(f"page {page} out of range 1..{pages}")
    start = (page - 1) * per_page
    return {"page": page, "pages": pages, "items": items[start:start + per_page],
            "has_next": page < pages, "has_prev": page > 1}
data = [f"item{i:02d}" for i in range(1, 24)]
for p in (1, 3, 5):
    r = paginate(data, 5, p)
    print(r["page"], r["pages"], r["items"], r["has_next"], r["has_prev"])
for args in [(data, 5, 6), (data, 0, 1), ([], 10, 1)]:
    try:
        print(paginate(*args))
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
