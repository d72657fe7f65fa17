# str, int and float subclasses: extra methods, plain results from built-in methods.
class Tag(str):
    def shout(self):
        return self.upper() + '!'

    def wrap(self, ch='*'):
        return ch + self + ch


t = Tag('hello')
print(t, repr(t), type(t).__name__, t.shout(), t.wrap(), len(t), t[1:3], t == 'hello', hash(t) == hash('hello'))
for r in (t.upper(), t + '!', t[0], t.strip(), t.replace('l', 'L'), t * 2, '%s' % t, f'{t}', str(t), t.title(), t.split('l')[0]):
    print(repr(r), type(r).__name__)
print({t: 1}['hello'], 'ell' in t, sorted(Tag('cba')), t.startswith('he'), ''.join([t, t]), t < 'z')
t.meta = 'x'
print(t.meta)


class Money(int):
    def __repr__(self):
        return 'Money(%d)' % int(self)

    def dollars(self):
        return '$%d' % self


m = Money(5)
print(m, repr(m), str(m), m.dollars(), m + 1, type(m + 1).__name__, type(m * m).__name__, type(-m).__name__)
print(m == 5, hash(m) == hash(5), [0, 1, 2, 3, 4, 5, 6][m], range(m), bin(m), f'{m:03d}', '%d' % m, m.bit_length())
print(type(abs(m)).__name__, type(m // 2).__name__, divmod(m, 2), m > 3, sum([m, m]), type(sum([m, m])).__name__)


class Celsius(float):
    def __repr__(self):
        return '%.1f°C' % self

    def to_f(self):
        return self * 9 / 5 + 32


c = Celsius(21.5)
print(c, repr(c), [c], str(c), c.to_f(), type(c.to_f()).__name__, type(c + 1).__name__, round(c), f'{c:.2f}')
print(c == 21.5, hash(c) == hash(21.5), int(c), float(c), type(float(c)).__name__, c.is_integer(), max(c, 3.0))


class Strict(int):
    def __new__(cls, value):
        if value < 0:
            raise ValueError('negative: %d' % value)
        return super().__new__(cls, value)


print(Strict(3), type(Strict(3)).__name__, Strict(3) + Strict(4))
try:
    Strict(-1)
except ValueError as e:
    print('ValueError', e)
try:
    Money('abc')
except ValueError as e:
    print('ValueError', e)
