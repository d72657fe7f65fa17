sessions = {"s1": 30, "s2": 5, "s3": 45, "s4": 2}
expired = [k for k, v in sessions.items() if v < 10]
for k in expired:
    sessions.pop(k)
print(sessions)
cache = {}
for i in range(8):
    cache[i] = i * i
    if len(cache) > 3:
        oldest = list(cache.keys())[0]
        cache.pop(oldest)
print(cache)
