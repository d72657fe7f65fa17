# expect: rejected
# stderr-contains: cell 0 in register 0 (locals end at 2
# A cell kept in the register of local 0: cells sit in registers of their
# own after the locals.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("LOADCELL", 1, 0, 0), ABC("RETURN", 1)], varnames=["a", "b"], nregs=3, flags=0, name="f",
         cells=[(0, -1, "a")])
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
