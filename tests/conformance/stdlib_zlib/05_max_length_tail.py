# Bounded decompression: max_length caps each call's output, the rest of
# the input waits in unconsumed_tail, bytes after the stream end up in
# unused_data.
import zlib

payload = bytes(range(256)) * 40 + b"END"
z = zlib.compress(payload, 7)
d = zlib.decompressobj()
out = []
buf = z + b"next-frame"
while not d.eof:
    piece = d.decompress(buf, 1000)
    out.append(len(piece))
    buf = d.unconsumed_tail
print(out)
print(d.eof, d.unused_data, d.unconsumed_tail)
print(d.decompress(b"more"), d.unused_data, d.unconsumed_tail)

# A stream cut short: flush() gives what there is and leaves eof False.
d = zlib.decompressobj()
half = d.decompress(z[:len(z) // 2], 300)
print(len(half), len(d.unconsumed_tail), d.eof)
rest = d.flush()
print(len(rest), d.eof, half + rest == payload[:len(half) + len(rest)])

# flush() finishes a stream whose input waited in unconsumed_tail.
d = zlib.decompressobj()
first = d.decompress(z, 10)
print(first[:4], len(d.unconsumed_tail) > 0, len(d.flush()), d.eof)

# max_length as keyword, an object with __index__, and a bool.
class Limit:
    def __index__(self):
        return 5
d = zlib.decompressobj()
print(d.decompress(z, max_length=3), d.decompress(d.unconsumed_tail, Limit()),
      d.decompress(d.unconsumed_tail, True))

# copy() branches a stream at any point; both halves go on alone.
d = zlib.decompressobj()
head = d.decompress(z[:100])
e = d.copy()
print(len(head + d.decompress(z[100:])), len(head + e.decompress(z[100:], 50)), e.eof)
c = zlib.compressobj(3)
c.compress(b"shared prefix " * 30)
c2 = c.copy()
a = c.compress(b"left") + c.flush()
b = c2.compress(b"right") + c2.flush()
print(len(a), len(b), a == b)
import copy
c3 = copy.copy(zlib.compressobj())
print(type(c3).__name__, type(copy.deepcopy(zlib.decompressobj())).__name__)
