# expect: rejected
# stderr-contains: 5 bytes after the code
# A sound payload followed by five more bytes, the header's length and
# checksum covering them.
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

write(sys.argv[1], seal(payload(hello(), builtins=["print"]) + b"extra"))
