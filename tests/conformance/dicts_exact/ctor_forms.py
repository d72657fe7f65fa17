print(dict())
print(dict(a=1, b=2))
print(dict([('a', 1), ('b', 2)]))
print(dict({'a': 1}, b=2, c=3))
print(dict(zip(['x', 'y', 'z'], [1, 2, 3])))
print(dict({'a': 1}.items()))
print(dict([(1, 'one'), (2, 'two')], three=3))
d = {'k': [1, 2]}
c = dict(d)
c['k'].append(3)
c['n'] = 0
print(d, c)
print(dict(a=1, **{'b': 2}))
print(dict(((i, i * i) for i in range(5))))
print(dict.fromkeys('abc'))
try:
    dict({}, {})
except TypeError as e:
    print(e)
