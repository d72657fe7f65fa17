# expect: rejected
# stderr-contains: register 1 may be read before it is assigned
# The unbound marker (LOADEMPTY) used as a dict key, the dict then passed as
# **kwargs by CALLEX: the "unbound" sentinel must never become a value, so the
# verifier refuses the read of the unbound register.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADEMPTY", 1),
    AsBx("LOADINT", 2, 5),
    ABC("BUILDDICT", 6, 1, 1),      # r6 = {<unbound>: 5}
    ABx("LOADGLOBAL", 4, 0),        # r4 = print
    ABC("BUILDTUPLE", 5, 0, 0),     # r5 = ()
    ABC("CALLEX", 4, 1),            # print(*r5, **r6)
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, names=["print"], nregs=8), builtins=["print"]))
