inventory = {"apple": 3, "pear": 0}
shelves = ["A", "B"]

def lookup(kind, key):
    try:
        if kind == "stock":
            return inventory[key]
        return shelves[key]
    except LookupError as e:
        print(f"  lookup failed with {type(e).__name__}({e})")
        return None


print(lookup("stock", "apple"))
print(lookup("stock", "plum"))
print(lookup("shelf", 1))
print(lookup("shelf", 7))
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError))
print(issubclass(LookupError, Exception), issubclass(Exception, BaseException))
