# expect: budget
class A:
    def __format__(self, spec):
        while True:
            pass
print(f'{A()}')
