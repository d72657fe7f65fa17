# expect: rejected
# stderr-contains: register 1 may be read before it is assigned
# {<unbound>: 5}.popitem(), then a store: a dict holding the unbound marker as
# a key counts an entry that looks free. The verifier refuses the unbound read
# that would build it.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADEMPTY", 1),
    AsBx("LOADINT", 2, 5),
    ABC("BUILDDICT", 3, 1, 1),      # r3 = {<unbound>: 5}
    ABC("LOADMETHOD", 4, 3, 0),     # r3.popitem()
    ABC("CALLMETHOD", 4, 0),
    ABx("LOADGLOBAL", 6, 1),        # print(r4)
    ABC("MOVE", 7, 4),
    ABC("CALL", 6, 1),
    ABx("LOADK", 5, 0),             # r3['a'] = 5
    ABC("SETITEM", 3, 5, 2),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=["a"], names=["popitem", "print"], nregs=8), builtins=["print"]))
