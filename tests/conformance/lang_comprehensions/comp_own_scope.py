x = "outer"
squares = [x * x for x in range(4)]
print(squares, x)
item = None
names = [item.upper() for item in ["a", "b"]]
print(names, item)
total = 100
sums = {total: total * 2 for total in range(3)}
print(sums, total)
def scale(values, factor):
    return [v * factor for v in values]
print(scale([1, 2], 3))
n = 10
gen = [n + i for i in range(3)]
print(gen)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
