# itertools.count and islice with big values.
import itertools
print(next(itertools.count(2**100)), itertools.count(2**100), itertools.count(2**100, 2**99))
print(list(itertools.islice(itertools.count(2**63 - 2), 4)))
print(list(itertools.islice(itertools.count(2**100, 2**99), 3)))
print(list(itertools.islice(itertools.count(0, 2**64), 3)))
print(list(itertools.islice(range(10), 0, 5, 2**63 - 1)))
for args in [(2**100,), (2, 2**100), (2**100, None), (0, 5, 2**100), (0, 5, 2**63)]:
    try:
        print(list(itertools.islice(range(10), *args)))
    except ValueError as e:
        print("ValueError:", e)
