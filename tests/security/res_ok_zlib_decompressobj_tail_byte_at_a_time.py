# expect: ok
# args: --max-instructions 40000000
# stdout: 1501 58518 True
# Decompress.decompress(tail, 1) over and over, a byte at a time: each
# call is charged for the input inflate reads, the tail it copies and the
# byte it writes. The input a call gives to inflate is charged before it
# reads it, and what it did not read (past max_length) is given back, so
# a long tail read a byte at a time is not charged its whole 16 KiB piece
# on every call (this run needed about 110 million units so).
import random
import zlib

r = random.Random(5)
data = r.randbytes(60000)
z = zlib.compress(data, 1)
d = zlib.decompressobj()
out = [d.decompress(z, 1)]
for i in range(1500):
    out.append(d.decompress(d.unconsumed_tail, 1))
print(len(out), len(d.unconsumed_tail), b''.join(out) == data[:len(out)])
