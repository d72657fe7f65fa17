things = [42, None, 3.5, len, True]
for t in things:
    try:
        print(t[0])
    except TypeError as e:
        print(e)
letters = (x for x in "ab")
try:
    letters[0]
except TypeError as e:
    print(e)
tags = {1, 2}
try:
    tags[0]
except TypeError as e:
    print(e)
