# expect: budget
class D:
    def __set_name__(self, owner, name):
        while True:
            pass
class A:
    d = D()
