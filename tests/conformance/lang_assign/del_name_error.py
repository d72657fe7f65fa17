cache = {"a": 1}
session = "abc123"
print(cache, session)

def reset():
    global cache
    del cache

reset()
del session
print("cleared")
print(cache)
