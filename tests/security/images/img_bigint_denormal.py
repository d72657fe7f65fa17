# expect: ok
# stdout: 5 int True True hit True f
# stdout: 7 int True True hit True h
# stdout: 0 int True True hit True a
# stdout: 0 int True True hit True a
# stdout: -9223372036854775808 int True True hit True -
# stdout: 9223372036854775808 int True True hit True -
# stdout: -18446744073709551615 int True True hit True -
# A big int constant need not be big: values that fit in 64 bits, leading
# zero bytes and a negative zero are all encodable. The VM keeps small ints
# inline and assumes it, so each must load as the plain int it equals.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
def show(x, n):
    at = 'abcdefgh'[x] if 0 <= n < 8 else '-'      # x itself as an index
    print(x, type(x).__name__, x == n, hash(x) == hash(n), {n: 'hit'}.get(x), x.bit_length() == n.bit_length(), at)

show('@0', 5)
show('@1', 7)
show('@2', 0)
show('@3', 0)
show('@4', -9223372036854775808)
show('@5', 9223372036854775808)
show('@6', -18446744073709551615)
"""


def big(sign, mag):
    return Raw(bytes([K_BIGINT, sign]) + string(mag))


VALUES = {
    "@0": big(0, b"\x05"),                          # fits in 64 bits
    "@1": big(0, b"\x00\x00\x00\x07"),              # leading zero bytes
    "@2": big(1, b""),                              # negative zero, no bytes
    "@3": big(1, b"\x00\x00"),                      # negative zero, zero bytes
    "@4": big(1, b"\x80" + b"\x00" * 7),            # -2^63, the smallest inline int
    "@5": big(0, b"\x80" + b"\x00" * 7),            # 2^63, the smallest big one
    "@6": big(1, b"\xff" * 8),                      # -(2^64 - 1)
}
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
code.consts = [VALUES.get(c, c) if isinstance(c, str) else c for c in code.consts]
write(sys.argv[1], rebuild(code, lists, filename, source))
