# Top-k reports with Counter.most_common and heapq, including bad k values.
from collections import Counter
import heapq
c = Counter('abracadabra')
for n in [None, 0, -1, 1, 2, 3, 10, 1.5, 7.5, True, '2']:
    try:
        print(n, c.most_common(n))
    except TypeError as e:
        print(n, 'TypeError', e)
for n in [2, 2.5, 9.5, -3]:
    for f in (heapq.nlargest, heapq.nsmallest):
        try:
            print(f.__name__, n, f(n, [5, 1, 4, 2, 3]), f(n, iter([5, 1, 4])))
        except TypeError as e:
            print(f.__name__, n, 'TypeError', e)
try:
    type(1, x=1)
except TypeError as e:
    print(e)
