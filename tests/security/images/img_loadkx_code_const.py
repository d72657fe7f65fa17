# expect: rejected
# stderr-contains: constant 1 is a code object
# LOADKX (constant index in its EXTRAARG word) of a code-object constant.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

g = Code([ABC("RETURNNONE")], nregs=1, flags=0, name="g")
insns = [
    ABC("LOADKX", 0),
    EXTRA(1),
    ABC("SETRESULT", 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[None, g], nregs=2)))
