# expect: ok|budget
# stdout: [300000]
# Moving the first key of an OrderedDict to the front again after a long
# run of deleted entries: each call must not rescan the whole run for free.
from collections import OrderedDict
od = OrderedDict.fromkeys(range(300001))
for i in range(300000):
    del od[i]
for i in range(300000):
    od.move_to_end(300000, last=False)
print(list(od))
