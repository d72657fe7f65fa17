s = {frozenset({1, 2}), 3}
print({1, 2} in s, {1} in s, frozenset({1, 2}) in s, 3 in s)
print(s.__contains__({2, 1}))
s.discard({1, 2})
print(s)
print([] in {1} if False else 'skip')
[] in {1}
