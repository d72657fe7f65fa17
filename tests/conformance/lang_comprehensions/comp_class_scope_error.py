class Pricing:
    rate = 1.2
    base = [10, 20, 30]
    # the outermost iterable is evaluated in the class scope: fine
    doubled = [b * 2 for b in base]
    print("doubled:", doubled)
    # but the body of a comprehension cannot see class attributes
    taxed = [b * rate for b in base]


print(Pricing.taxed)
