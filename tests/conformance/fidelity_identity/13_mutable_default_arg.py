# The mutable default argument pitfall, and the None-sentinel fix.
def add_item(item, bucket=[]):
    bucket.append(item)
    return bucket


a = add_item(1)
b = add_item(2)
print(a, b, a is b)
print(add_item(3, []), add_item(4))
print(add_item(5) is a, len(a))


def add_item_fixed(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket


x = add_item_fixed(1)
y = add_item_fixed(2)
print(x, y, x is y)


def counter(cache={}):
    cache["n"] = cache.get("n", 0) + 1
    return cache["n"]


print(counter(), counter(), counter({}), counter())


def tally(word, seen=set()):
    new = word not in seen
    seen.add(word)
    return new


print([tally(w) for w in "a b a c b".split()])


class Team:
    def __init__(self, members=[]):
        self.members = members


t1 = Team()
t2 = Team()
t1.members.append("ann")
print(t2.members, t1.members is t2.members)
