# expect: rejected
# stderr-contains: register 0 is not a cell register
# LOADCELL from r0, an ordinary register holding an int, as if it held a cell.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def run_f(f):
    """A module that makes f and calls it."""
    mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
    write(sys.argv[1], image(mod))

run_f(Code([
    AsBx("LOADINT", 0, 99),
    ABC("LOADCELL", 2, 0, 0),
    ABC("RETURN", 2),
], nregs=3, flags=0, name="f", cells=[(1, -1, "x")]))
