def stats(values):
    n = len(values)
    mean = sum(values) / n
    return min(values), max(values), mean

def split_name(full):
    first, _, last = full.partition(" ")
    return first, last

lo, hi, avg = stats([4, 8, 15, 16, 23, 42])
print(lo, hi, avg)
result = stats([1, 2])
print(result, type(result))
first, last = split_name("Grace Hopper")
print(last + ", " + first)
print(split_name("Plato"))
