# expect: rejected
# stderr-contains: the top code object is not a module body
# A module code object that declares a parameter: the module runs without
# arguments, so r0 would be read as a bound parameter that was never passed.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("SETRESULT", 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, varnames=["x"], argc=1, nregs=2)))
