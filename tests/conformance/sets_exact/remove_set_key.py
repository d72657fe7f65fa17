s = {frozenset({1, 2}), 3}
s.remove({1, 2})
print(s)
s.remove({4})
