[host, port] = "db.local:5432".split(":")
print(host, int(port))
[a, b], c = [1, 2], 3
print(a, b, c)
[first] = ["only"]
print(first)
row = ["2024-05-01", "sale", "19.90"]
[date, kind, amount] = row
print(date, kind, float(amount))
[(x1, y1), (x2, y2)] = [(0, 0), (3, 4)]
print(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5)
[k, v] = "mode=fast".split("=")
print({k: v})
