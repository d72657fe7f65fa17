import collections
d = collections.OrderedDict()
d.popitem()
