# expect: ok
# args: --gc-stress
# stdout: 'item1item1item1-+item2item2item2\nitem3item3item3<>'
# print(..., file=f) makes each piece a string (an item's __str__, a str
# subclass's separator) and then looks up f.write, which here is a
# property: user code that collects (at every return under --gc-stress).
# The piece must stay rooted across the lookup, or write() gets a freed
# string.
import io
buf = io.StringIO()
class F:
    @property
    def write(self):
        junk = [str(i) * 3 for i in range(50)]
        return buf.write
class Item:
    def __init__(s, n): s.n = n
    def __str__(s): return ''.join(['item', str(s.n)]) * 3
class Sep(str):
    def __str__(s): return ''.join(['-', '+'])
print(Item(1), Item(2), sep=Sep('?'), file=F())
print(Item(3), file=F(), end=''.join(['<', '>']))
print(repr(buf.getvalue()))
