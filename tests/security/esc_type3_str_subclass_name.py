# expect: ok | error TypeError
# stdout-excludes: SANDBOX
class S(str):
    pass
X = type(S('Y'), (), {})
print(X.__name__)
