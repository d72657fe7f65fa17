emails = ["a@x.com", "B@x.com", "a@x.com", "c@y.org", "b@x.com"]
seen = set()
unique = []
for e in emails:
    key = e.lower()
    if key not in seen:
        seen.add(key)
        unique.append(key)
print(unique, len(seen))
print(sorted(set("mississippi")))
print(len(set([1, 2, 3, 2, 1])))
visited = set()
node = 0
path = []
while node not in visited:
    visited.add(node)
    path.append(node)
    node = (node * 3 + 1) % 7
print(path, node, visited)
