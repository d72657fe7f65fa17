# expect: budget
# wall: 5
# Inflating a highly compressed megabyte again and again: each output
# piece is charged.
import zlib
c = zlib.compress(bytes(1_000_000))
while True:
    zlib.decompress(c)
