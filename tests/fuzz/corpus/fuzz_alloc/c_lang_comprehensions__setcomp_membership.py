âæallowed = {"read", "write"}
requests = [("ann", "read"), ("bob", "delete"), ("cy", "write"), ("ann", "exec")]
denied_users = sorted({u for u, perm in requests if perm not in allowed})
print(denied_users)
perms_used = {p for _, p in requests}
print(sorted(perms_used - allowed), sorted(perms_used & allowed))
ids = {n * 7 % 10 for n in range(10)}
print(ids == set(range(10)))
pairs = {(min(a, b), max(a, b)) for a in range(3) for b in range(3) if a != b}
print(sorted(pairs))
print({c.lower() for c in "AaBbCc"} <= set("abcdef"))
