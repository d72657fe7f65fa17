# expect: rejected
# stderr-contains: exception handler register 1 holds a cell
# An exception range whose handler receives the exception in the cell
# register r1; the handler then stores through it as if it were the cell.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def run_f(f):
    """A module that makes f and calls it."""
    mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
    write(sys.argv[1], image(mod))

run_f(Code([
    ABC("RAISEBARE"),               # 0: RuntimeError (range 0-1 -> 1, into r1)
    AsBx("LOADINT", 2, 1),          # 1: handler
    ABC("STORECELL", 1, 2),
    ABC("RETURNNONE"),
], nregs=3, flags=0, name="f", cells=[(1, -1, "x")], exc=[(0, 1, 1, 1)]))
