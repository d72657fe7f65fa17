# expect: ok | error AttributeError | error TypeError | error ModuleNotFoundError
# copy.copy() calls __reduce_ex__/__reduce__; the callable it returns is still policed.
import copy
class A:
    def __reduce__(self):
        return (getattr, ((), '__cl' + 'ass__'))
r = copy.copy(A())
if r is tuple:
    print('SANDBOX-ESCAPE', r)
print('done')
