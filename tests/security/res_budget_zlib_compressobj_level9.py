# expect: budget
# wall: 5
# A level 9 compressor object fed zlib's slowest input (two letters at
# random) forever: each compress() call charges its input at the level's
# worst case before deflate runs, as the one-shot compress() does.
import zlib
import random
random.seed(3)
data = bytes(random.choice(b'ab') for _ in range(50000))
c = zlib.compressobj(9, zlib.DEFLATED, 15, 9)
while True:
    c.compress(data)
    c.flush(zlib.Z_SYNC_FLUSH)
