# Method calls on instances of built-in types written in C (deque, re.Pattern, Random, StringIO) go through the method cache; a subclass override still wins.
import collections, re, random, io
q = collections.deque([1, 2])
for i in range(3):
    q.append(i)
print(q)
class D(collections.deque):
    def append(self, x):
        print('sub append', x)
        super().append(x)
d = D()
for i in range(2):
    d.append(i)
p = re.compile('a')
for s in ('a', 'b', 'ca'):
    print(p.search(s))
r = random.Random(3)
for i in range(3):
    print(r.randint(1, 9))
s = io.StringIO()
for i in range(3):
    s.write(str(i))
print(s.getvalue())
od = collections.OrderedDict(a=1)
for k in 'bc':
    od.setdefault(k, 0)
    od.move_to_end('a')
print(od)
