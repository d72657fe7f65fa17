# product, permutations, combinations and combinations_with_replacement: orders, empty and huge r, subclasses.
import itertools, copy
def show(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
for r in range(0, 6):
    print(r, list(itertools.combinations('abcd', r)))
    print(r, list(itertools.combinations_with_replacement('abc', r)))
    print(r, list(itertools.permutations('abcd', r))[:30], len(list(itertools.permutations('abcd', r))))
print(list(itertools.permutations('abc')))
print(list(itertools.permutations([])), list(itertools.combinations([], 0)), list(itertools.combinations_with_replacement([], 0)), list(itertools.combinations_with_replacement([], 1)))
print(list(itertools.product()), list(itertools.product('ab', [])), list(itertools.product('ab', 'xy', repeat=2)))
print(list(itertools.product('ab', repeat=0)), list(itertools.product(range(3), repeat=2)))
print(sum(1 for _ in itertools.product(range(10), repeat=4)), sum(1 for _ in itertools.permutations(range(7))), sum(1 for _ in itertools.combinations(range(20), 5)))
show(lambda: list(itertools.combinations('abc', 10**20)))
show(lambda: list(itertools.permutations('abc', 10**20)))
show(lambda: list(itertools.combinations_with_replacement('abc', 10**20)))
show(lambda: list(itertools.product('ab', repeat=10**20)))
show(lambda: list(itertools.combinations('abc', -1)))
show(lambda: list(itertools.permutations('abc', -1)))
show(lambda: list(itertools.permutations('abc', 1.5)))
show(lambda: list(itertools.product('ab', repeat=-1)))
c = itertools.combinations(range(5), 3)
print(next(c), next(c), list(c), list(c))
p = itertools.permutations('xyz', 2)
print(type(p).__name__, repr(p)[:24], iter(p) is p, next(p))
class C(itertools.combinations):
    pass
print(list(C('abc', 2)), isinstance(C('ab', 1), itertools.combinations))
g = (x for x in 'abc')
print(list(itertools.permutations(g, 2)))
print(list(itertools.product({1: 'a', 2: 'b'}, (3, 4))))
for t in itertools.combinations([[1], [2], [3]], 2):
    t[0].append(0)
print(list(itertools.combinations([[1], [2]], 1)))
