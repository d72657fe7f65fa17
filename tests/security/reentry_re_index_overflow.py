# expect: ok
# args: --callback-stress
# stdout: OverflowError OverflowError OverflowError OverflowError OverflowError
# stdout: ['b', 'b'] xxx ['a', 'ab']
# re's count, maxsplit, pos and endpos given by an object whose __index__
# returns an int past int64 (and churns the heap): the overflow is an
# OverflowError, as in CPython; the object itself was once read as a
# big int to find the sign of the clamp (a read of the wrong structure).
import re


class Big:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        [[i] * 3 for i in range(300)]
        return self.v


p = re.compile('a')
out = []
for f in (lambda: p.sub('x', 'aaa', Big(-2**100)), lambda: p.split('bab', Big(-2**100)),
          lambda: p.search('aaa', Big(2**100)), lambda: p.findall('aaa', 0, Big(-2**64)),
          lambda: re.subn('a', 'x', 'aaa', Big(2**64))):
    try:
        out.append(repr(f()))
    except OverflowError:
        out.append('OverflowError')
print(*out)
print(p.split('bab', Big(5)), p.sub('x', 'aaa', Big(0)), p.findall('ab', Big(-5), Big(1)) + ['ab'])
