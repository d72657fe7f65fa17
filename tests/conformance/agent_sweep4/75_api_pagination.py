import json, math
from urllib.parse import urlencode, urlparse, parse_qs, urlunparse
records = [{"id": i, "name": f"item-{i:03d}", "price": round(1.25 * i, 2), "tags": ["even"] if i % 2 == 0 else []} for i in range(1, 24)]
def paginate(items, page, per_page=5):
    total_pages = max(1, math.ceil(len(items) / per_page))
    if not 1 <= page <= total_pages:
        raise ValueError(f"page {page} out of range 1..{total_pages}")
    start = (page - 1) * per_page
    return {"page": page, "per_page": per_page, "total": len(items), "pages": total_pages,
            "items": items[start:start + per_page], "has_next": page < total_pages, "has_prev": page > 1}
base = "https://api.example.com/v1/items"
def link(page, **extra):
    q = {"page": page, "per_page": 5, **extra}
    return f"{base}?{urlencode(q)}"
p = paginate(records, 3)
print(json.dumps({k: v for k, v in p.items() if k != "items"}), [r["id"] for r in p["items"]])
print(link(p["page"] + 1, sort="-price"), link(1, q="a b&c"))
u = urlparse(link(2, filter="tag:even"))
qs = parse_qs(u.query)
print(u.netloc, u.path, qs, int(qs["page"][0]) * 2)
print(urlunparse(u._replace(query=urlencode({"page": 9}))))
for pg in (0, 5, 6):
    try:
        print(pg, len(paginate(records, pg)["items"]))
    except ValueError as e:
        print("ValueError:", e)
def cursor_pages(items, limit):
    cursor = 0
    while cursor < len(items):
        chunk = items[cursor:cursor + limit]
        cursor += len(chunk)
        yield {"data": [r["id"] for r in chunk], "next_cursor": cursor if cursor < len(items) else None}
for page in cursor_pages(records, 7):
    print(page)
resp = json.dumps({"data": records[:2], "meta": {"next": link(2)}}, indent=2)
print(resp)
parsed = json.loads(resp)
print(parsed["meta"]["next"].split("?")[1], sum(r["price"] for r in parsed["data"]), [t for r in parsed["data"] for t in r["tags"]])
summary = {"count": len(records), "avg_price": round(sum(r["price"] for r in records) / len(records), 3), "max": max(records, key=lambda r: r["price"])["name"]}
print(json.dumps(summary, separators=(",", ":")))
