emails = ["A@x.com", "b@y.org", "a@X.com", "c@y.org", "B@Y.ORG"]
domains = {e.split("@")[1].lower() for e in emails}
print(sorted(domains))
users = {e.lower() for e in emails}
print(len(users), sorted(users))
lengths = {len(w) for w in "the quick brown fox jumps".split()}
print(lengths)
remainders = {n % 4 for n in range(20) if n % 2}
print(remainders)
print({x for x in []}, {(a, b) for a in range(2) for b in range(2)} == {(0, 0), (0, 1), (1, 0), (1, 1)})
squares = {n * n for n in [-3, -2, 2, 3, 4]}
print(sorted(squares), 16 in squares)
