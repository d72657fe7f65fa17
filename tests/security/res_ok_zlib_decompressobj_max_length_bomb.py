# expect: ok
# args: --max-memory 32M --max-instructions 1000000000
# wall: 10
# stdout: 41280001 False True
# The same bomb read with max_length: no call makes more than a megabyte,
# the input waits in unconsumed_tail, and the whole 41 MB of output passes
# through a 32 MB cap because each piece is dropped before the next.
import zlib
pattern = bytes.fromhex('05a360148c8251300a46c12818')
bomb = b'\x78\x01' + bytes.fromhex('6318') + pattern * 20000
d = zlib.decompressobj()
total = 0
biggest = 0
buf = bomb
while buf:
    piece = d.decompress(buf, 1 << 20)
    total += len(piece)
    biggest = max(biggest, len(piece))
    buf = d.unconsumed_tail
print(total, d.eof, biggest == 1 << 20)
