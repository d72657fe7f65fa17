# expect: rejected
# stderr-contains: image length mismatch
# A sound image cut short in the middle of its code: the header's payload
# length no longer matches the file.
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

data = image(hello(), builtins=["print"])
write(sys.argv[1], data[:len(data) - 7])
