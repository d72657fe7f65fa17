Ýsquares = [x * x for x in range(10)]
evens = [x for x in range(20) if x % 2 == 0]
pairs = [(x, y) for x in range(3) for y in range(3) if x != y]
matrix = [[i * j for j in range(5)] for i in range(5)]
flat = [item for row in matrix for item in row]
sq_set = {x ** 2 for x in nums}
sq_dict = {k: v for k, v in zip(keys, values)}
inverted = {v: k for k, v in d.items() if v}
gen = (x for x in data)
total = sum(x for x in range(100))
total2 = sum((x for x in range(100)), 0)
multi_if = [x for x in data if x if not x.startswith("_")]
nested_gen = [y for x in data for y in (x, x)]
walrus = [y for x in data if (y := f(x)) is not None]
unpack = [a + b for a, b in pairs]
star = [(first, rest) for first, *rest in rows]
cond = [x if x > 0 else -x for x in nums]
lam = [lambda: i for i in range(3)]
async def f():
    result = [x async for x in aiter()]
    result2 = [await x for x in coros]
    gen = (x async for x in aiter() if x)
    return {k: v async for k, v in pairs()}
dict_nested = {k: [v for v in vs] for k, vs in groups.items()}
