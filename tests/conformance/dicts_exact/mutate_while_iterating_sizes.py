# Keys added and removed while a dict is iterated: whether the loop ends,
# raises, or sees the new keys depends on when the table is rebuilt, which
# follows CPython's sizing for each way a dict is made (a comprehension,
# dict(**kw), inserts, copy(), dict(d), {**d}, fromkeys, update) and its
# growth. (A display's table is sized for its keys alone: README.)


def mk(n):
    d = {}
    for i in range(n):
        d['k%d' % i] = i
    return d


def mkdel(n):
    d = mk(n + 3)
    for i in range(3):
        del d['k%d' % (n + i)]
    return d


def sparse(n):
    d = mk(5)
    for i in range(3):
        del d['k%d' % i]
    for i in range(n):
        d['s%d' % i] = i
    return d


def upd(n):
    d = {'a': 0}
    d.update(mk(n))
    return d


# Displays written out: their size is known when they are made.
DISPLAYS = {
    1: lambda: {'k0': 0},
    3: lambda: {'k0': 0, 'k1': 1, 'k2': 2},
    5: lambda: {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4},
    6: lambda: {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5},
    10: lambda: {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k9': 9},
    11: lambda: {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k9': 9,
                 'k10': 10},
    21: lambda: {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k9': 9,
                 'k10': 10, 'k11': 11, 'k12': 12, 'k13': 13, 'k14': 14, 'k15': 15, 'k16': 16, 'k17': 17,
                 'k18': 18, 'k19': 19, 'k20': 20},
    22: lambda: {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k9': 9,
                 'k10': 10, 'k11': 11, 'k12': 12, 'k13': 13, 'k14': 14, 'k15': 15, 'k16': 16, 'k17': 17,
                 'k18': 18, 'k19': 19, 'k20': 20, 'k21': 21},
}

MAKERS = [
    ('comprehension', lambda n: {'k%d' % i: i for i in range(n)}),
    ('kwargs', lambda n: dict(**mk(n))),
    ('inserts', mk),
    ('copy', lambda n: mk(n).copy()),
    ('copy-deleted', lambda n: mkdel(n).copy()),
    ('dict(d)', lambda n: dict(mk(n))),
    ('dict(deleted)', lambda n: dict(mkdel(n))),
    ('unpack', lambda n: {**mk(n)}),
    ('unpack-deleted', lambda n: {**mkdel(n)}),
    ('unpack-two', lambda n: {**mk(n), **mk(2)}),
    ('zip', lambda n: dict(zip(['k%d' % i for i in range(n)], range(n)))),
    ('fromkeys', lambda n: dict.fromkeys(mk(n), 0)),
    ('update', upd),
    ('sparse', sparse),
]


def rename(d, k):
    d[k + 'x'] = d.pop(k)


def add(d, k):
    d[k + 'y'] = 1


def add_then_pop(d, k):
    d['z' + k] = 0
    d.pop(k)


def delete(d, k):
    del d[k]


def pop_add_two(d, k):
    d.pop(k)
    d[k + '1'] = 1
    d[k + '2'] = 2


MUTATIONS = [rename, add, add_then_pop, delete, pop_add_two]

for name, make in MAKERS:
    for n in sorted(DISPLAYS):
        results = []
        for mutate in MUTATIONS:
            d = make(n)
            try:
                for k in d:
                    mutate(d, k)
                results.append('%d:%s' % (len(d), ','.join(list(d)[:3])))
            except RuntimeError as e:
                results.append('RuntimeError(%s)' % str(e).split()[1])
        print(name, n, ' '.join(results))
