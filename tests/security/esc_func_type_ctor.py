# expect: error TypeError
# The function type must not build functions from arbitrary parts.
def f():
    pass
FunctionType = type(f)
g = FunctionType(1, {})
print('SANDBOX-ESCAPE', g)
