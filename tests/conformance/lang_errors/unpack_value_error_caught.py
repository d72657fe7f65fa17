samples = ["a:1", "b:2:3", "c", "d:4"]
for s in samples:
    try:
        key, value = s.split(":")
        print(key, value)
    except ValueError as e:
        print(repr(s), "->", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    first, *rest, last = [1]
except ValueError as e:
    print(e)
