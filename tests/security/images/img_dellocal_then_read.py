# expect: rejected
# stderr-contains: register 0 may be read before it is assigned
# A local deleted with DELLOCAL (now unbound) and then read by an instruction
# that does not test for the marker (CHECKBOUND would).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([
    AsBx("LOADINT", 0, 3),
    ABx("DELLOCAL", 0, 0),          # del x
    ABC("RETURN", 0),               # return x, without CHECKBOUND
], varnames=["x"], nregs=2, flags=0, name="f")
mod = Code([
    ABx("MAKEFUNC", 0, 0),
    ABC("CALL", 0, 0),
    ABC("RETURNNONE"),
], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
