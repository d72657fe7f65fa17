# expect: rejected
# stderr-contains: cell 5 out of range (1 cells)
# LOADCELL naming cell 5 (for its error message) in a function with one.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("LOADCELL", 0, 1, 5), ABC("RETURN", 0)], nregs=2, flags=0, name="f", cells=[(1, -1, "x")])
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
