# expect: rejected
# stderr-contains: register 3 may be read before it is assigned
# LOADMETHOD leaves the "no self" marker (unbound) in R[A+1] for a plain
# attribute; a CALL passing that register as an argument would hand the
# marker to Python code.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 0, 0),        # r0 = print
    ABx("LOADK", 1, 0),             # r1 = "abc"
    ABC("LOADMETHOD", 2, 1, 1),     # r2 = r1.upper, r3 = self or the marker
    ABC("MOVE", 4, 0),
    ABC("CALL", 2, 1),              # reads r3 strictly
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=["abc"], names=["print", "upper"], nregs=6), builtins=["print"]))
