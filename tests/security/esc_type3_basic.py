# expect: ok | error TypeError
# stdout-excludes: SANDBOX
X = type('X', (object,), {'a': 1})
print(X().a, X.__name__)
