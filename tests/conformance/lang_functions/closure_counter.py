def make_counter(start=0, step=1):
    count = start

    def increment():
        nonlocal count
        count += step
        return count

    return increment


clicks = make_counter()
pages = make_counter(100, 10)
print(clicks(), clicks(), clicks())
print(pages(), pages())
print(clicks())

def make_multiplier(factor):
    def apply(x):
        return x * factor
    return apply

double, triple = make_multiplier(2), make_multiplier(3)
print(double(21), triple(7))
