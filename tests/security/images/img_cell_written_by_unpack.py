# expect: rejected
# stderr-contains: register 2 holds a cell and cannot be written
# UNPACK of a 3-tuple into r0..r2, a window that covers the cell register r2.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def run_f(f):
    """A module that makes f and calls it."""
    mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
    write(sys.argv[1], image(mod))

run_f(Code([
    ABx("LOADK", 0, 0),
    ABC("UNPACK", 0, 0, 3),
    ABC("LOADCELL", 0, 2, 0),
    ABC("RETURN", 0),
], consts=[(7, 8, 9)], nregs=3, flags=0, name="f", cells=[(2, -1, "x")]))
