from collections import defaultdict

records = [("fruit", "apple"), ("veg", "carrot"), ("fruit", "banana"),
           ("grain", "rice"), ("veg", "leek"), ("fruit", "cherry")]
groups = defaultdict(list)
for kind, name in records:
    groups[kind].append(name)
print(groups)
print(dict(groups))
for k in sorted(groups):
    print(k, len(groups[k]), groups[k])

counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts)
print(counts['z'], 'z' in counts, len(counts))

nested = defaultdict(lambda: defaultdict(int))
nested['a']['x'] += 1
nested['a']['y'] += 2
nested['b']['x'] += 3
print({k: dict(v) for k, v in nested.items()})

sets = defaultdict(set)
sets[1].add(3)
sets[1].add(3)
sets[2]
print(sets, sets.get(5), sets.default_factory)
plain = defaultdict(None, {'a': 1})
print(plain)
try:
    plain['missing']
except KeyError as e:
    print('KeyError', e)
print(defaultdict(list, a=[1]) | {'b': [2]})
