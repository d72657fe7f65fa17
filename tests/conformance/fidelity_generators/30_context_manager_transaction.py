# A transaction-style context manager that rolls back on error and can suppress.
class Transaction:
    def __init__(self, store, suppress=False):
        self.store = store
        self.suppress = suppress

    def __enter__(self):
        self.snapshot = dict(self.store)
        print("begin", self.snapshot)
        return self.store

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("commit", self.store)
            return False
        print("rollback because", exc_type.__name__, exc)
        self.store.clear()
        self.store.update(self.snapshot)
        return self.suppress


data = {"a": 1}
with Transaction(data) as d:
    d["b"] = 2
print(data)
try:
    with Transaction(data) as d:
        d["c"] = 3
        d["a"] = d["missing"]
except KeyError as e:
    print("caught", type(e).__name__, e)
print(data)
with Transaction(data, suppress=True) as d:
    del d["a"]
    raise ValueError("abort quietly")
print("after suppressed", data)


def apply(changes):
    with Transaction(data) as d:
        for k, v in changes:
            if v is None:
                return "stopped at " + k
            d[k] = v
    return "all applied"


print(apply([("x", 1), ("y", None), ("z", 3)]), data)
print(apply([("x", 9)]), data)
