# expect: error RecursionError
class S(str):
    def __str__(self):
        return str(self)
print(S('x'))
