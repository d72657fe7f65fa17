a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
print(a | b)
print(b | a)
a |= b
print(a)
a |= [('w', 0)]
print(a)
a |= {}
print(a)
c = {1: 1}
d = c
d |= {2: 2}
print(c is d, c)
try:
    {1: 2} | [(3, 4)]
except TypeError as e:
    print(e)
