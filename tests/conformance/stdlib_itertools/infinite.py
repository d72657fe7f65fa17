from itertools import count, cycle, repeat, islice, takewhile

c = count()
print(next(c), next(c), next(c), c)
print(list(islice(count(10, 5), 4)), count(2.5, 0.5), count(1, 2))
print(list(zip(count(1), 'abc')))
cyc = cycle('AB')
print([next(cyc) for _ in range(5)])
print(list(islice(cycle([1, 2, 3]), 7)), list(cycle([])))
r = repeat('x', 3)
print(r, list(r), r)
print(list(repeat(0, 0)), list(islice(repeat(7), 3)), repeat(None))
print(list(map(pow, range(5), repeat(2))))
print(list(takewhile(lambda n: n < 40, (x * x for x in count(1)))))
try:
    count('a')
except TypeError as e:
    print('TypeError', e)
