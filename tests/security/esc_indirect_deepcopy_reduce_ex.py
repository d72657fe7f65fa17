# expect: ok | error AttributeError | error TypeError | error ModuleNotFoundError
import copy
class A:
    def __reduce_ex__(self, proto):
        return (getattr, (print, '__se' + 'lf__'))
r = copy.deepcopy([A()])
if type(r[0]).__name__ == 'module':
    print('SANDBOX-ESCAPE', r)
print('done')
