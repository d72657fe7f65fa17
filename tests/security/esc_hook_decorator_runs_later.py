# expect: budget
# A decorator that defers its payload to a later call: still the same budget.
def deco(f):
    def wrapper(*a):
        while True:
            pass
    return wrapper
@deco
def g():
    return 1
print('defined')
g()
