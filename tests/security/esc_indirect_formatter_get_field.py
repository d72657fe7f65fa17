# expect: error AttributeError | error ModuleNotFoundError
import string
def f():
    pass
print('SANDBOX-ESCAPE', string.Formatter().get_field('0.__globals__', (f,), {}))
