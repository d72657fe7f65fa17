# print() takes str subclasses for sep and end, writing their str(); a
# __str__ may return a str subclass.
import io, contextlib
class MS(str):
    def __str__(s):
        return 'STR'
print(1, 2, sep=MS('-'), end=MS('!\n'))
print()
class MS2(str):
    pass
class N:
    def __str__(s):
        return MS2('sub')
print(N(), 3)
print(str(N()), '%s' % N(), f'{N()!s}', str(N()) == 'sub')
class Bad:
    def __str__(s):
        return 5
try:
    print('a', Bad())
except TypeError as e:
    print()
    print(e)
class W:
    def __init__(s):
        s.parts = []
    def write(s, x):
        s.parts.append(str(x))
w = W()
print('a', 'b', sep=MS('-'), end=MS('.'), file=w)
print(w.parts)
with contextlib.redirect_stdout(w):
    print('c', N(), sep=MS('|'))
print(w.parts)
try:
    print(1, sep=5)
except TypeError as e:
    print(e)
