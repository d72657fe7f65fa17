# assert statements with and without messages, caught and printed.
def check_order(items):
    assert items, "no items given"
    assert all(isinstance(i, int) for i in items), "non-int in %r" % (items,)
    assert items == sorted(items), ("unsorted", items)
    return len(items)


for items in ([1, 2, 3], [], [1, "2"], [3, 1]):
    try:
        print(check_order(items))
    except AssertionError as e:
        print(type(e).__name__, e, e.args)
try:
    assert 1 + 1 == 3
except AssertionError as e:
    print(type(e).__name__, repr(e), e.args)
try:
    assert False, None
except AssertionError as e:
    print(type(e).__name__, repr(e), e.args)
x = [0]
try:
    assert x.append(1) or False, len(x)
except AssertionError as e:
    print(type(e).__name__, e, x)


def validate(age):
    assert isinstance(age, int), f"age must be int, got {type(age).__name__}"
    assert 0 <= age < 150, f"age out of range: {age}"
    return age


print(validate(30))
validate(200)
