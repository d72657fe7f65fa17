# expect: budget
def deco(f):
    while True:
        pass
@deco
def g():
    pass
