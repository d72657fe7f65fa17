from collections import defaultdict
d = defaultdict(list)
print(d)
defaultdict(5)
