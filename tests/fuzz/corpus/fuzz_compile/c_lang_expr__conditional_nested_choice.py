def shipping(weight, express, country):
    base = 5 if weight < 1 else 10 if weight < 5 else 25
    rate = base * (2 if express else 1)
    return rate + (0 if country == "home" else 15)


for args in [(0.5, False, "home"), (3, True, "home"), (8, True, "abroad"), (2, False, "abroad")]:
    print(args, shipping(*args))
status = None
label = status or ("pending" if status is None else "empty")
print(label)
