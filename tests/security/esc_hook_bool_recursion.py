# expect: error RecursionError
class A:
    def __bool__(self):
        return bool(self)
if A():
    pass
