# expect: rejected
# stderr-contains: image checksum mismatch
# A sound image with one byte of its payload flipped (the string "hello"
# becomes "jello"); the checksum no longer matches.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

data = bytearray(image(hello_code(), builtins=["print"]))
data[data.index(b"hello")] ^= 0x02
write(sys.argv[1], bytes(data))
