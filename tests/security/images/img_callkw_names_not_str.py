# expect: rejected
# stderr-contains: constant 1 is not a tuple of names
# CALLKW whose keyword-names tuple holds an int: argument binding compares
# the names as str.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 0, 0),
    AsBx("LOADINT", 1, 1),
    ABx("LOADK", 2, 0),
    ABC("CALLKW", 0, 2, 1),
    EXTRA(1),                       # constant 1: (7,)
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=["-", (7,)], names=["print"], nregs=4), builtins=["print"]))
