# expect: rejected
# stderr-contains: cell 0 seeded from parameter 3
# A function with one parameter whose cell is seeded from "parameter" 3:
# the register is a local never bound at entry (or past the locals).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("LOADCELL", 0, 4, 0), ABC("RETURN", 0)], varnames=["a", "b", "c", "d"], argc=1, nregs=5,
         flags=0, name="f", cells=[(4, 3, "d")])
mod = Code([
    ABx("MAKEFUNC", 0, 0),
    AsBx("LOADINT", 1, 1),
    ABC("CALL", 0, 1),
    ABC("RETURNNONE"),
], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
