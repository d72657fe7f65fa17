# expect: error RecursionError | memory
# args: --max-recursion 10000000
class A:
    def __repr__(self):
        return repr(self)
repr(A())
