def add_tag(tag, tags=None):
    if tags is None:
        tags = []
    tags.append(tag)
    return tags

print(add_tag("a"), add_tag("b"), add_tag("c", ["x"]))

def bad_add(tag, tags=[]):
    tags.append(tag)
    return tags

print(bad_add("a"), bad_add("b"))
first = bad_add("c")
print(first, len(first))

def counter(start=0, step=1, count=5):
    values = []
    n = start
    while len(values) < count:
        values.append(n)
        n += step
    return values

print(counter(), counter(10), counter(step=-2), counter(1, 0.5, 3), counter(count=0))

def merge(base, extra=None, overwrite=True):
    result = dict(base)
    for k, v in (extra or {}).items():
        if overwrite or k not in result:
            result[k] = v
    return result

print(merge({"a": 1}), merge({"a": 1}, {"a": 2, "b": 3}), merge({"a": 1}, {"a": 2, "b": 3}, overwrite=False))
