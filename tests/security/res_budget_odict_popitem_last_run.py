# expect: ok|budget
# stdout: 300000 None
# popitem() from the end of an OrderedDict until it is empty: each pop
# must not rescan every entry popped before it.
from collections import OrderedDict
od = OrderedDict.fromkeys(range(300000))
n = 0
last = None
while od:
    last = od.popitem()[1]
    n += 1
print(n, last)
