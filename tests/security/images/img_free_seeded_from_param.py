# expect: rejected
# stderr-contains: cell 0 seeded from parameter 0
# A free variable (it comes from the closure) that also claims to be seeded
# from parameter 0: only cells are seeded.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("LOADCELL", 1, 1, 0), ABC("RETURN", 1)], varnames=["a"], argc=1, nregs=2, flags=0, name="f",
         cells=[(1, 0, "a")], ncells=0)
mod = Code([
    ABx("MAKEFUNC", 0, 0),
    ABC("RETURNNONE"),
], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
