from collections import Counter

a = Counter('abracadabra')
b = Counter({'a': 2, 'z': 4, 'b': -1})
print(a)
print(b)
print(Counter())
print(a + b)
print(a - b)
print(a | b)
print(a & b)
print(+b, -b)
c = Counter(x=3, y=1)
c.update(['x', 'y', 'w'])
c.update({'y': 5})
c.update(z=2)
print(c)
c.subtract(['x', 'x', 'x', 'x', 'x'])
print(c)
c += Counter(q=1)
print(c)
c['x'] += 10
del c['nothing']
del c['w']
print(c, c.total())
print(Counter('aab') == Counter('aba'), Counter(a=1) == Counter(a=1, b=0), Counter('ab') < Counter('aabb'))
print(dict(Counter('hello')), list(Counter('hello').items()))
print(Counter([1, 1, 2]).most_common(1), Counter('abc').most_common(0))
print(isinstance(c, dict), type(c).__name__)
d = c.copy()
d['x'] = 0
print(c['x'], d['x'])
