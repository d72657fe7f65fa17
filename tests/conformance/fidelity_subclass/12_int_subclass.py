# int subclasses: arithmetic returns int unless overridden.
class Money(int):
    def __repr__(self):
        return "$%d" % self

    def __add__(self, other):
        return Money(int(self) + int(other))

    __radd__ = __add__


a = Money(5)
b = Money(7)
print(a, repr(a), a + b, type(a + b).__name__, 3 + a, type(3 + a).__name__)
print(a * 2, type(a * 2).__name__, -a, type(-a).__name__, a // 2, a == 5)
print(sum([Money(1), Money(2), Money(3)]), type(sum([Money(1), Money(2)])).__name__)
print(str(a), f"{a}", f"{a:>4}", "%d" % a, hex(a), int(a), type(int(a)).__name__)


class Flag(int):
    def __bool__(self):
        return self > 10


for v in (Flag(0), Flag(5), Flag(20)):
    print(v, bool(v), "yes" if v else "no")
print(isinstance(a, int), issubclass(Money, int), issubclass(Money, object))
print(sorted([Money(3), 1, Money(2)]), max(Money(3), Money(9)))
print(Money("42"), Money("ff", 16))
try:
    Money("abc")
except ValueError as e:
    print(type(e).__name__, e)
