# expect: rejected
# stderr-contains: register 2 holds a cell and cannot be written
# LOADMETHOD writes R[A] and R[A+1] (self, or the unbound marker): with A = 1
# the second is the cell register r2.
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
    ABC("LOADMETHOD", 1, 0, 0),     # r1 = "abc".upper, r2 = "abc"
    AsBx("LOADINT", 0, 1),
    ABC("STORECELL", 2, 0),
    ABC("RETURNNONE"),
], consts=["abc"], names=["upper"], nregs=3, flags=0, name="f", cells=[(2, -1, "x")]))
