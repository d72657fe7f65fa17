# expect: ok|memory
# args: --max-memory 48M --max-instructions 200000000
# stdout-contains: b'step three' False
# Streams left mid-stream when a step ends (and when a later step stops at
# the memory cap) stay usable in the next step, and are freed with the VM
# when the session ends with them still open.
import zlib
c = zlib.compressobj(9)
d = zlib.decompressobj()
head = c.compress(b'step one ' * 1000)
#---step---
blob = [b'x' * (1 << 20) for _ in range(100)]
#---step---
blob = None
z = head + c.compress(b'step three') + c.flush(zlib.Z_SYNC_FLUSH)
print(d.decompress(z)[-10:], d.eof)
pending = zlib.compressobj()
pending.compress(b'left open')
