# expect: error SystemError
# stderr-contains: closure is missing free variables
# A function with two free variables made with a closure of one cell (taken
# from the maker's own cell register): the second would be unset.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("LOADCELL", 0, 2, 1), ABC("RETURN", 0)], nregs=3, flags=0, name="f",
         cells=[(1, -1, "x"), (2, -1, "y")], ncells=0)
maker = Code([
    AsBx("LOADINT", 0, 5),
    ABC("STORECELL", 5, 0),         # the cell in r5 holds 5
    ABC("BUILDTUPLE", 4, 5, 1),     # closure = (cell,)
    ABC("LOADNONE", 2),
    ABC("LOADNONE", 3),
    ABx("MAKEFUNC", 1, 0),
    ABC("CALL", 1, 0),
    ABC("RETURN", 1),
], consts=[f], nregs=6, flags=0, name="maker", cells=[(5, -1, "x")])
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")],
           consts=[maker], nregs=4)
write(sys.argv[1], image(mod))
