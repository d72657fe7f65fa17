# expect: rejected
# stderr-contains: register 1 holds a cell and cannot be written
# An int written over the cell register r1, then LOADCELL from it: the cell
# instructions trust that a cell register holds a cell (no run-time check),
# so no instruction may write one.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def run_f(f):
    """A module that makes f and calls it."""
    mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
    write(sys.argv[1], image(mod))

run_f(Code([
    AsBx("LOADINT", 1, 1234),
    ABC("LOADCELL", 2, 1, 0),
    ABC("RETURN", 2),
], nregs=3, flags=0, name="f", cells=[(1, -1, "x")]))
