"""Operations of the standard library that agent code leans on, each timed
in process. bench/stdlib.py runs this file under smolvm and under CPython
and pairs the lines it prints: NAME SECONDS."""
import bisect
import collections
import copy
import dataclasses
import datetime
import decimal
import fractions
import functools
import heapq
import itertools
import json
import operator
import random
import re
import statistics
import struct
import textwrap
import time


def decimal_arith():
    D = decimal.Decimal
    s = D(0)
    for i in range(20000):
        s += D(i) / D(7)
    return s


def heapq_push_pop():
    h = []
    for i in range(50000):
        heapq.heappush(h, (i * 7919) % 10007)
    return [heapq.heappop(h) for _ in range(50000)]


def bisect_search():
    a = list(range(0, 200000, 2))
    return sum(bisect.bisect_left(a, i) for i in range(0, 100000, 3))


def itertools_combinatorics():
    return (sum(1 for _ in itertools.product(range(30), range(30), range(30)))
            + len(list(itertools.combinations(range(40), 3))))


def struct_pack_unpack():
    s = struct.Struct('<iIdh')
    b = b''.join(s.pack(i, i, i * 0.5, i % 100) for i in range(20000))
    return sum(x[0] for x in s.iter_unpack(b))


def counter_update():
    c = collections.Counter()
    c.update('w%d' % (i % 1000) for i in range(200000))
    return c.most_common(5)


def ordereddict_moves():
    d = collections.OrderedDict()
    for i in range(50000):
        d[i] = i
    for i in range(0, 50000, 2):
        d.move_to_end(i)
    return len(d)


def deque_fifo():
    q = collections.deque()
    for i in range(200000):
        q.append(i)
    while q:
        q.popleft()


def textwrap_wrap():
    return len(textwrap.wrap('lorem ipsum dolor sit amet ' * 2000, 60))


def json_round_trip():
    d = [{'id': i, 'name': 'n%d' % i, 'tags': ['a', 'b'], 'v': i * 0.5} for i in range(5000)]
    return len(json.loads(json.dumps(d)))


def statistics_summary():
    xs = [i * 0.37 % 11 for i in range(20000)]
    return statistics.mean(xs), statistics.stdev(xs), statistics.median(xs)


def fractions_sum():
    s = fractions.Fraction(0)
    for i in range(1, 3000):
        s += fractions.Fraction(1, i)
    return s.denominator % 1000


def datetime_arith():
    base = datetime.datetime(2024, 1, 1)
    return sum((base + datetime.timedelta(hours=i)).weekday() for i in range(30000))


def datetime_strptime():
    return [datetime.datetime.strptime('2024-03-%02d 10:%02d' % (i % 28 + 1, i % 60), '%Y-%m-%d %H:%M')
            for i in range(3000)]


def format_fields():
    return len(''.join(f'{i:>8.3f}|{i:08x}|{str(i):^10}' for i in range(50000)))


def random_draws():
    random.seed(1)
    return sum(random.random() for _ in range(100000)) + sum(random.randint(1, 6) for _ in range(50000))


def deepcopy_nested():
    d = {'a': [list(range(10)) for _ in range(100)], 'b': {str(i): (i, [i]) for i in range(300)}}
    for _ in range(20):
        copy.deepcopy(d)


def sort_records():
    recs = [{'name': 'n%d' % (i * 7919 % 10007), 'age': i % 90, 'score': (i * 31) % 1000} for i in range(50000)]
    a = sorted(recs, key=operator.itemgetter('age', 'score'))
    b = sorted(recs, key=lambda r: (-r['score'], r['name']))
    return a[0], b[0]


def regex_findall_sub():
    text = ' '.join('user%d@example.com id=%d' % (i, i) for i in range(20000))
    return len(re.findall(r'[\w.]+@[\w.]+', text)) + len(re.sub(r'id=(\d+)', lambda m: m.group(1), text))


@dataclasses.dataclass
class _Item:
    id: int
    name: str
    price: float
    qty: int = 1


def dataclass_init():
    return sum(_Item(i, 'n', i * 0.5).qty + _Item(i, 'n', 0.5, 2).qty for i in range(20000))


def percent_format():
    return sum(len('%s: %d items at %.2f (%r)' % ('item', i, i / 7, i % 2 == 0)) for i in range(50000))


def format_method_kwargs():
    recs = [{'id': i, 'name': 'item%d' % i, 'price': i / 7} for i in range(1000)]
    return sum(len('{name}: {id} items at {price:.2f}'.format(**r)) for r in recs * 20)


def reduce_add():
    return functools.reduce(operator.add, range(300000))


OPS = [decimal_arith, heapq_push_pop, bisect_search, itertools_combinatorics, struct_pack_unpack,
       counter_update, ordereddict_moves, deque_fifo, textwrap_wrap, json_round_trip,
       statistics_summary, fractions_sum, datetime_arith, datetime_strptime, format_fields,
       random_draws, deepcopy_nested, sort_records, regex_findall_sub, reduce_add, dataclass_init,
       percent_format, format_method_kwargs]
for op in OPS:
    t = time.perf_counter()
    op()
    print(op.__name__, '%.6f' % (time.perf_counter() - t))
