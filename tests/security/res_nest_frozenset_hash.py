# expect: ok | error RecursionError
# stdout-excludes: SANDBOX
f = frozenset()
for i in range(10**5):
    f = frozenset([f])
print(len({f}))
