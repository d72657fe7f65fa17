# expect: rejected
# stderr-contains: __del__ methods are not supported in smolvm
# A class with __del__ would print differently from CPython (nothing is
# finalized when dropped): the snippet is refused, none of it runs.
print('SANDBOX-ESCAPE before')
class Handle:
    def __del__(self):
        print('closed')
h = Handle()
del h
