from collections import OrderedDict
cache = OrderedDict()
def get(key, cap=3):
    if key in cache:
        cache.move_to_end(key)
        return cache[key]
    cache[key] = key * 10
    if len(cache) > cap:
        print("evict", cache.popitem(last=False))
    return cache[key]
for k in [1, 2, 3, 1, 4, 5, 1]:
    get(k)
print(cache)
print(list(cache.keys()), list(reversed(cache)))
od = OrderedDict(a=1, b=2)
od2 = OrderedDict(b=2, a=1)
print(od == od2, dict(od) == dict(od2))
od.move_to_end("a", last=False); print(od)
print(od.popitem())
