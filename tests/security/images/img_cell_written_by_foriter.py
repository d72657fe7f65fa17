# expect: rejected
# stderr-contains: register 2 holds a cell and cannot be written
# FORITER writes each item into R[A+1], an implicit operand: with A = 1 that
# is the cell register r2, then read by LOADCELL in the loop body.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def run_f(f):
    """A module that makes f and calls it."""
    mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
    write(sys.argv[1], image(mod))

run_f(Code([
    ABx("LOADK", 0, 0),             # 0: r0 = (1, 2)
    ABC("GETITER", 1, 0),           # 1: r1 = iter(r0)
    AsBx("FORITER", 1, 2),          # 2: r2 = next item, or -> 5
    ABC("LOADCELL", 0, 2, 0),       # 3
    SJ(-3),                         # 4: -> 2
    ABC("RETURNNONE"),              # 5
], consts=[(1, 2)], nregs=3, flags=0, name="f", cells=[(2, -1, "x")]))
