# expect: rejected
# stderr-contains: constant 1 is not a tuple of names
# CALLKW whose keyword-names constant is a str, not a tuple: the interpreter
# reads it as a tuple without checking.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 0, 0),
    AsBx("LOADINT", 1, 1),
    ABx("LOADK", 2, 0),
    ABC("CALLKW", 0, 2, 1),
    EXTRA(1),                       # constant 1: "sep", a str
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=["-", "sep"], names=["print"], nregs=4), builtins=["print"]))
