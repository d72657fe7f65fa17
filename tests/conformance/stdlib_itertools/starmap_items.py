# itertools.starmap makes each item a tuple before the call: an item that is
# not iterable fails as tuple() does, a tuple subclass goes through its __iter__.
import itertools
print(list(itertools.starmap(pow, [(2, 3), [3, 2], 'ab' and (4, 1)])))
def gen():
    yield 1
    yield 2
print(list(itertools.starmap(lambda *a: a, [gen(), range(3), {'k': 1}])))
class T(tuple):
    def __iter__(self):
        yield 'x'
print(list(itertools.starmap(lambda *a: a, [T((1, 2))])))
try:
    list(itertools.starmap(pow, [1]))
except TypeError as e:
    print(e)
list(itertools.starmap(pow, [(1, 2), 5]))
