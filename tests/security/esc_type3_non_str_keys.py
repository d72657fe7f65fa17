# expect: ok | error TypeError
# Non-string keys in the namespace must not confuse the class machinery.
X = type('X', (), {1: 2, (3,): 4, None: 5, 'a': 6})
print(X.__name__, X.a)
