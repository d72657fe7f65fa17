# Special methods stored on the class as descriptors (objects with __get__,
# staticmethod, classmethod, property, plain callables) are bound the way
# CPython binds them when len(), iter(), ==, +, [], with ... look them up.
class method_wrapper:
    def __init__(self, fn):
        self.fn = fn

    def __get__(self, obj, cls):
        if obj is None:
            return self
        return lambda *args, **kw: self.fn(obj, *args, **kw)


class Bag:
    def __init__(self, items):
        self.items = list(items)

    __len__ = method_wrapper(lambda self: len(self.items))
    __iter__ = method_wrapper(lambda self: iter(self.items))
    __repr__ = method_wrapper(lambda self: f'Bag({self.items!r})')
    __str__ = method_wrapper(lambda self: f'bag of {len(self.items)}')
    __eq__ = method_wrapper(lambda self, other: isinstance(other, Bag) and self.items == other.items)
    __hash__ = method_wrapper(lambda self: hash(tuple(self.items)))
    __add__ = method_wrapper(lambda self, other: Bag(self.items + other.items))
    __getitem__ = method_wrapper(lambda self, i: self.items[i])
    __contains__ = method_wrapper(lambda self, x: x in self.items)
    __bool__ = method_wrapper(lambda self: bool(self.items))
    __call__ = method_wrapper(lambda self, *a, **kw: ('called', a, kw))
    __lt__ = method_wrapper(lambda self, other: self.items < other.items)


b = Bag([3, 1, 2])
print(len(b), list(b), repr(b), str(b))
print(b == Bag([3, 1, 2]), b != Bag([1]), hash(b) == hash((3, 1, 2)))
print(b + Bag([9]), b[0], 2 in b, 7 in b, bool(b), bool(Bag([])))
print(b(1, key='v'))
print(sorted([Bag([5]), Bag([1]), Bag([3])]))
print({b: 'found'}[Bag([3, 1, 2])])


class Countdown:
    def __init__(self, n):
        self.n = n

    __iter__ = method_wrapper(lambda self: self)

    def _step(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n

    __next__ = method_wrapper(lambda self: self._step())


print(list(Countdown(4)), next(Countdown(2)))


class Session:
    __enter__ = method_wrapper(lambda self: 'session open')
    __exit__ = method_wrapper(lambda self, et, ev, tb: print('closing after', et.__name__ if et else None) or True)


with Session() as s:
    print(s)
    raise ValueError('boom')
print('suppressed')


class Shapes:
    __len__ = staticmethod(lambda: 4)
    __repr__ = classmethod(lambda cls: f'<class-level repr of {cls.__name__}>')
    __getitem__ = staticmethod(lambda i: i * 2)
    __neg__ = property(lambda self: lambda: 'negated')


print(len(Shapes()), repr(Shapes()), Shapes()[21], -Shapes())


class Counter:
    def __call__(self, *args):
        return ('plain callable', len(args))


class Odd:
    __getitem__ = Counter()
    __len__ = Counter()


print(Odd()[3])
try:
    len(Odd())
except TypeError as e:
    print('TypeError:', e)


class NoGetter:
    __len__ = property()


try:
    len(NoGetter())
except AttributeError as e:
    print('AttributeError:', e)


class Loop:
    def __get__(self, obj, cls):
        return lambda: len(obj)


class Recursive:
    __len__ = Loop()


try:
    len(Recursive())
except RecursionError:
    print('RecursionError')
