# expect: memory
# args: --max-memory 32M --max-instructions 100000000
# Each compressor keeps about 256 KB of zlib state (window, hash chains,
# pending buffer); all of it is in the VM's account, so holding streams
# without end stops at the memory cap.
import zlib
streams = []
while True:
    c = zlib.compressobj(9, zlib.DEFLATED, 15, 9)
    c.compress(b'x')
    streams.append(c)
    streams.append(zlib.decompressobj())
