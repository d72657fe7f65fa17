# expect: rejected
# stderr-contains: constant 0 is a code object
# LOADK of a code-object constant: a raw code object must never reach a
# register, where Python code could inspect or call it.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

g = Code([ABC("RETURNNONE")], nregs=1, flags=0, name="g")
insns = [
    ABx("LOADK", 0, 0),
    ABx("LOADGLOBAL", 1, 0),
    ABC("MOVE", 2, 0),
    ABC("CALL", 1, 1),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[g], names=["print"], nregs=4), builtins=["print"]))
