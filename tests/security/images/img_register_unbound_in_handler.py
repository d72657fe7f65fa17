# expect: rejected
# stderr-contains: register 3 may be read before it is assigned
# Inside a try range, r3 is written only after a call that may raise; the
# handler reads r3. On the exception edge r3 is still unbound, so the
# handler's read must be refused.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 1, 0),        # 0: r1 = ValueError
    ABC("CALL", 1, 0),              # 1: may raise (range 1-3 -> 4)
    AsBx("LOADINT", 3, 1),          # 2: r3 = 1, after the raise point
    ABC("RETURNNONE"),              # 3
    ABC("SETRESULT", 3),            # 4: handler reads r3
    ABC("RETURNNONE"),              # 5
]
write(sys.argv[1], image(Code(insns, names=["ValueError"], nregs=6, exc=[(1, 3, 4, 5)]), builtins=["ValueError"]))
