from urllib.parse import urlencode, parse_qs, parse_qsl, urlparse, quote

params = {"q": "python csv", "page": 2, "tags": ["a", "b"], "empty": "", "sym": "a&b=c"}
print(urlencode(params))
print(urlencode(params, doseq=True))
print(urlencode([("k", "v1"), ("k", "v2"), ("x", None)]))
print(urlencode({"path": "/a b"}, safe="/"), urlencode({"s": "a b"}, quote_via=quote))
qs = "name=Ada+Lovelace&lang=en&lang=fr&empty=&flag&enc=caf%C3%A9"
print(parse_qs(qs))
print(parse_qs(qs, keep_blank_values=True))
print(parse_qsl(qs))
print(parse_qsl(qs, keep_blank_values=True))
print(parse_qsl("a=1;b=2", separator=";"), parse_qsl(b"a=1&b=%41"))
url = "https://shop.example.com/search?q=red+shoes&size=9&size=10&sort=price"
query = parse_qs(urlparse(url).query)
print(query, query["size"], query.get("missing", ["?"])[0])
for call in [lambda: parse_qsl("a=1&b", strict_parsing=True), lambda: parse_qsl("a=1&b=2", max_num_fields=1),
             lambda: urlencode("not a mapping"), lambda: urlencode([1, 2])]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
