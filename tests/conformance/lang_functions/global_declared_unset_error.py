def init_cache():
    global cache
    cache = {}

def remember(key, value):
    global cache
    cache[key] = value
    return len(cache)


init_cache()
print(remember("a", 1), remember("b", 2))
print(cache)
del cache
print("cache cleared")
print(remember("c", 3))
