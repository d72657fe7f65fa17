# expect: ok | budget
# The last expression's repr is computed for the host: it must be bounded.
class A:
    def __repr__(self):
        while True:
            pass
A()
