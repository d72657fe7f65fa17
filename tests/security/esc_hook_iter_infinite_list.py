# expect: memory | budget
class I:
    def __iter__(self):
        return self
    def __next__(self):
        return 1
list(I())
