# expect: rejected
# stderr-contains: register 1 holds a cell and cannot be written
# LOADEMPTY on the cell register (the unbound marker in place of the cell),
# then STORECELL through it.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def run_f(f):
    """A module that makes f and calls it."""
    mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
    write(sys.argv[1], image(mod))

run_f(Code([
    ABC("LOADEMPTY", 1),
    AsBx("LOADINT", 2, 5),
    ABC("STORECELL", 1, 2),
    ABC("RETURNNONE"),
], nregs=3, flags=0, name="f", cells=[(1, -1, "x")]))
