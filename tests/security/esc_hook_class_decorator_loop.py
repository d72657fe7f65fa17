# expect: budget
def deco(cls):
    while True:
        pass
@deco
class A:
    pass
