# expect: rejected
# stderr-contains: the top code object is not a module body
# A module code object with a cell: nothing creates cells for the module
# frame, so its cell register would hold no cell.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    AsBx("LOADINT", 0, 1),
    ABC("STORECELL", 1, 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=2, cells=[(1, -1, "x")])))
