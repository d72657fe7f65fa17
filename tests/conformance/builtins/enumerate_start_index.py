# enumerate's start: an int, a bool, anything with __index__ (converted
# before the iterable is asked for its iterator); the count goes on past
# the 64-bit range; a float or str start is a TypeError.
class Start:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        print('index', self.v)
        return self.v

class Src:
    def __iter__(self):
        print('iter')
        return iter('ab')

print(list(enumerate(Src(), Start(3))))
print(list(enumerate('xy', True)), list(enumerate('xy', start=-2)))
print(list(enumerate('abc', 2**63 - 2)))
e = enumerate(range(3), 9223372036854775807)
print(next(e), next(e), next(e))
for bad in (1.5, '3', None):
    try:
        enumerate('a', bad)
    except TypeError as exc:
        print('TypeError', exc)
