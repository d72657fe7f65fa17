# expect: memory
# A 250 KB zlib stream that inflates to 255 MB of zeros, announced truly:
# the buffer for it is refused by the memory cap before inflating.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

N = 255 << 20
z = zlib.compressobj(9)
stream = b"".join(z.compress(bytes(1 << 20)) for _ in range(N >> 20)) + z.flush()
write(sys.argv[1], seal_deflated(b"", raw_length=N, stream=stream))
