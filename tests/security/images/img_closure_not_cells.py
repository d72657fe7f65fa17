# expect: error SystemError
# stderr-contains: closure is missing free variables
# MAKEFUNC with a closure tuple of ints for a function with a free variable:
# the free variable's register would hold an int where LOADCELL expects a
# cell. The call must be refused when the closure is bound.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("LOADCELL", 0, 1, 0), ABC("RETURN", 0)], nregs=2, flags=0, name="f",
         cells=[(1, -1, "x")], ncells=0)
mod = Code([
    ABC("LOADNONE", 1),
    ABC("LOADNONE", 2),
    ABx("LOADK", 3, 1),             # closure = (7,)
    ABx("MAKEFUNC", 0, 0),
    ABC("CALL", 0, 0),
    ABC("SETRESULT", 0),
    ABC("RETURNNONE"),
], consts=[f, (7,)], nregs=4)
write(sys.argv[1], image(mod))
