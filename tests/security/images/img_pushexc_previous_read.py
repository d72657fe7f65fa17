# expect: rejected
# stderr-contains: register 2 may be read before it is assigned
# PUSHEXC saves the previously handled exception in R[A], which is the
# unbound marker when there was none; only POPEXC may read it back.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 1, 0),        # 0: r1 = ValueError
    ABC("CALL", 1, 0),              # 1: r1 = ValueError()
    ABC("PUSHEXC", 2, 1),           # 2: r2 = the previous one (none: unbound)
    ABC("SETRESULT", 2),            # 3: a strict read of r2
    ABC("POPEXC", 2),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, names=["ValueError"], nregs=4), builtins=["ValueError"]))
