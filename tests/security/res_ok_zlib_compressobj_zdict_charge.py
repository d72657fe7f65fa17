# expect: ok
# args: --max-instructions 20000000
# stdout: True
# compressobj(9, zdict=...) with a 32 KiB dictionary, fifty times: setting
# a dictionary hashes its last window into the match chains at the same
# speed at every level, and is charged so (it was charged as compressing
# the dictionary at the level's worst case: 92 million units each at level
# 9); a longer dictionary adds only its Adler-32.
import random
import zlib

r = random.Random(1)
d = r.randbytes(32768)
big = d * 16
for i in range(50):
    c = zlib.compressobj(9, zdict=big if i % 2 else d)
out = c.compress(d[:1000]) + c.flush()
print(zlib.decompressobj(zdict=big).decompress(out) == d[:1000])
