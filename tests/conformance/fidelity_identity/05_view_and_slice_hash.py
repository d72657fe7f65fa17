# dict_values hashes by identity; slices and set-like views are unhashable.
prices = {'apple': 1.25, 'pear': 0.75}
values = prices.values()
seen = {values: 'prices'}
print(seen[values], hash(values) == hash(values), values in seen)
print(type(values).__hash__ is None, type(prices.keys()).__hash__ is None, slice.__hash__ is None)

for thing in [prices.keys(), prices.items(), slice(1, 3), slice(None, None, -1)]:
    try:
        hash(thing)
        print('hashable', type(thing).__name__)
    except TypeError as e:
        print('TypeError:', e)

window = slice(0, 2)
print(window == slice(0, 2), [10, 20, 30][window])
memo = {}
try:
    memo[window] = 'first two'
except TypeError as e:
    print('TypeError:', e)
print({slice(1, 2)})
