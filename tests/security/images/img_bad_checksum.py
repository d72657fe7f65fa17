# expect: rejected
# stderr-contains: image checksum mismatch
# A sound image with one byte of its payload flipped (the string "hello"
# becomes "jello"); the checksum no longer matches.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def hello():
    """A sound image that prints hello (the cases below damage it)."""
    insns = [
        ABx("LOADGLOBAL", 0, 0),
        ABx("LOADK", 1, 0),
        ABC("CALL", 0, 1),
        ABC("RETURNNONE"),
    ]
    return Code(insns, consts=["hello"], names=["print"], nregs=2)

data = bytearray(image(hello(), builtins=["print"]))
data[data.index(b"hello")] ^= 0x02
write(sys.argv[1], bytes(data))
