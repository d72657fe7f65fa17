candidates = [5, None, 2.5, len, True]
for c in candidates:
    try:
        for x in c:
            print(x)
    except TypeError as e:
        print(e)
for bad in [7, None]:
    try:
        a, b = bad
    except TypeError as e:
        print(e)
try:
    list(10)
except TypeError as e:
    print(e)
