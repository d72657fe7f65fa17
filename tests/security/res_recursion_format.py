# expect: error RecursionError
class A:
    def __format__(self, spec):
        return format(self, spec)
print(f'{A()}')
