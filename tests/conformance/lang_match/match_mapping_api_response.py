def parse(resp):
    match resp:
        case {"status": "ok", "data": {"items": [first, *_]}}:
            return f"first item {first}"
        case {"status": "ok", "data": {"items": []}}:
            return "no items"
        case {"status": "error", "error": {"code": 404 | 410 as code}}:
            return f"gone ({code})"
        case {"status": "error", "error": {"code": code, "msg": msg}}:
            return f"error {code}: {msg}"
        case {"status": status}:
            return f"unexpected status {status!r}"


responses = [
    {"status": "ok", "data": {"items": ["a", "b"]}},
    {"status": "ok", "data": {"items": []}},
    {"status": "error", "error": {"code": 410}},
    {"status": "error", "error": {"code": 500, "msg": "boom"}},
    {"status": "pending"},
]
for r in responses:
    print(parse(r))
