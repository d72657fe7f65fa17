from functools import singledispatch, cached_property

@singledispatch
def describe(x):
    return f'object {x!r}'

@describe.register(int)
def _(x):
    return f'int {x}'

@describe.register(list)
def _(x):
    return 'list of ' + ', '.join(describe(i) for i in x)

def _str(x):
    return f'str {x.upper()}'
describe.register(str, _str)
print(describe(5), '|', describe('hi'), '|', describe([1, 'a', 2.5]), '|', describe(True))

class Circle:
    def __init__(self, r):
        self.r = r
        self.computed = 0
    @cached_property
    def area(self):
        self.computed += 1
        return round(3.14159 * self.r ** 2, 2)
c = Circle(2)
print(c.area, c.area, c.computed)
del c.area
print(c.area, c.computed)
