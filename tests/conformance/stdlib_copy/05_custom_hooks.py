# Classes that control their copies: __copy__, __deepcopy__, __getstate__ and __setstate__.
import copy


class Connection:
    count = 0

    def __init__(self, url):
        Connection.count += 1
        self.url = url
        self.id = Connection.count

    def __copy__(self):
        return Connection(self.url)

    def __deepcopy__(self, memo):
        return Connection(self.url + "#deep")


class Cache:
    def __init__(self):
        self.data = {"k": [1, 2]}
        self.hits = 5

    def __getstate__(self):
        return {"data": self.data}

    def __setstate__(self, state):
        self.data = state["data"]
        self.hits = 0


c = Connection("db://main")
c1 = copy.copy(c)
c2 = copy.deepcopy(c)
print(c.id, c1.id, c2.id, c2.url)
cache = Cache()
cc = copy.deepcopy(cache)
cache.data["k"].append(3)
print(cc.data, cc.hits, cache.hits)
sc = copy.copy(cache)
print(sc.data is cache.data, sc.hits)
