# expect: ok
# stdout: f f __main__ doc
# stdout: True 3 A
# Control: protocol dunders and harmless metadata stay usable.
def f():
    'doc'
print(f.__name__, f.__qualname__, f.__module__, f.__doc__)
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __len__(self):
        return self.v
a = A(3)
a.__init__(3)
print(a.__eq__(A(3)), len(a), type(a).__name__)
