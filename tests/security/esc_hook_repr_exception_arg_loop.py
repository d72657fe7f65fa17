# expect: budget | error ValueError
class A:
    def __repr__(self):
        while True:
            pass
    __str__ = __repr__
raise ValueError(A())
