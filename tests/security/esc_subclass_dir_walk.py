# expect: ok | error NameError
# Walking dir() and getattr-ing every name must never hand out introspection.
bad = {'__class__', '__bases__', '__base__', '__mro__', '__subclasses__', '__dict__',
       'mro', '__getattribute__', '__reduce__', '__reduce_ex__', '__self__'}
leaked = []
for obj in (int, object, type, 1, 'a', print, len):
    for n in dir(obj):
        try:
            getattr(obj, n)
        except AttributeError:
            continue
        if n in bad:
            leaked.append(n)
if leaked:
    print('SANDBOX-ESCAPE', sorted(set(leaked)))
print('done')
