# Mutating an OrderedDict while iterating it (or a view of it): CPython's
# odict iterator stops on any key added, removed or moved, not on a
# value replaced.
from collections import OrderedDict
def t(f):
    try:
        f(); print('ok')
    except RuntimeError as e:
        print('RuntimeError:', e)
def a():
    d = OrderedDict(a=1, b=2, c=3)
    for k in d:
        d['x' + k] = 1
t(a)
def b():
    d = OrderedDict(a=1, b=2, c=3)
    for k in d:
        del d[k]
t(b)
def c():
    d = OrderedDict(a=1, b=2, c=3)
    for k in d:
        d[k.upper()] = d.pop(k)
t(c)
def e():
    d = OrderedDict(a=1, b=2, c=3)
    for k in d:
        d.move_to_end(k)
t(e)
def f():
    d = OrderedDict(a=1, b=2, c=3)
    for k, v in d.items():
        d[k] = v + 1
    print(d)
t(f)
def g():
    d = OrderedDict(a=1, b=2, c=3)
    for v in d.values():
        d.popitem()
t(g)
od = OrderedDict(a=1, b=2, c=3)
it = iter(od)
print(type(it).__name__, next(it))
print(type(iter(od.items())).__name__, list(od.items()), list(od.values()), list(od.keys()))
print(list(reversed(od)), [k for k in od.keys()])
for k, v in od.items():
    od[k] = v * 10
print(od)
def t(f):
    try:
        f(); print('ok')
    except RuntimeError as e:
        print('RuntimeError:', e)
def a():
    for v in od.values():
        od.move_to_end('a')
t(a)
def b():
    for k in od.keys():
        od.pop('b', None)
t(b)
def c():
    for k in od:
        od.clear()
t(c)
def d():
    it = iter(od)
    od['new'] = 1
    try:
        next(it)
    except RuntimeError as e:
        print(e)
    print(list(it))
d()
def e():
    x = OrderedDict.fromkeys('abc')
    for k in x:
        dict.__setitem__(x, k + 'z', 0)
t(e)
class Sub(OrderedDict):
    pass
s = Sub(x=1)
for k in s:
    s.update(y=2)
def t(label, f):
    try:
        r = f(); print(label, 'ok', r)
    except RuntimeError as e:
        print(label, 'RuntimeError:', e)
def last_then_add():
    od = OrderedDict(a=1, b=2)
    seen = []
    for k in od:
        seen.append(k)
        if k == 'b':
            od['c'] = 3
    return seen, list(od)
t('last_then_add', last_then_add)
def mid_add():
    od = OrderedDict(a=1, b=2, c=3)
    for k in od:
        if k == 'a':
            od['d'] = 4
t('mid_add', mid_add)
def del_all():
    od = OrderedDict(a=1, b=2)
    for k in list(od):
        del od[k]
    it = iter(od)
    return list(it)
t('del_all', del_all)
def del_then_iter():
    od = OrderedDict(a=1, b=2, c=3)
    it = iter(od)
    next(it)
    del od['a']; del od['b']; del od['c']
    return list(it)
t('del_then_iter', del_then_iter)
def items_update():
    od = OrderedDict(a=1, b=2, c=3)
    for k, v in od.items():
        od.update({k: v + 1})
    return od
t('items_update', items_update)
def setdefault_new():
    od = OrderedDict(a=1)
    for k in od:
        od.setdefault('z', 0)
t('setdefault_new', setdefault_new)
def popitem_last():
    od = OrderedDict(a=1, b=2, c=3)
    out = []
    for k in od:
        out.append(k)
        if k == 'c':
            od.popitem()
    return out
t('popitem_last', popitem_last)
def values_mtoe_same():
    od = OrderedDict(a=1, b=2)
    for v in od.values():
        od.move_to_end('b')
    return list(od)
t('values_mtoe_same', values_mtoe_same)
def nested():
    od = OrderedDict(a=1, b=2)
    out = []
    for k in od:
        for j in od:
            out.append(k + j)
    return out
t('nested', nested)
