def load(raw):
    try:
        number = int(raw)
    except ValueError:
        print(f"  {raw!r} is not a number")
        return None
    else:
        print(f"  parsed {number}, computing inverse")
        return 1 / number


print(load("4"))
print(load("x"))
print(load("0"))
