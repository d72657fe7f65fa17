# Which right operands of % are mappings (no "not all arguments converted"):
# a deque is a sequence only, a re.Match or an Enum class is a mapping.
import re, enum
from collections import deque, OrderedDict, UserDict, UserList, Counter, ChainMap


class D(deque):
    pass


class D2(deque):
    def __getitem__(self, k):
        return 'g'


class Color(enum.Enum):
    a = 1


cases = [deque([1]), D([1]), D2([1]), [1], (1,), {'a': 1}, OrderedDict(a=1), UserDict(a=1),
         UserList([1]), Counter(a=1), ChainMap({}), 'abc', b'ab', bytearray(b'x'), range(1),
         {1}, 5, None, re.match('(?P<a>a)', 'a'), Color]
for c in cases:
    row = []
    for fmt in ['x', 'x%s', 'x%(a)s', b'x', b'x%(a)s']:
        try:
            r = repr(fmt % c)
        except Exception as e:
            r = type(e).__name__ + ': ' + str(e)
        row.append(r)
    print(type(c).__name__, ' | '.join(row))
try:
    print('items: %s' % deque(['a', 'b']), 'and', '%d%%' % 5)
    print('Total: ' % deque([1]))
except TypeError as e:
    print('TypeError', e)
