# expect: ok
# stdout: 5
# MAKEFUNC with a defaults tuple of five for a function of one parameter (the
# compiler never makes more defaults than parameters): binding takes the last
# one, as defaults align with the last parameters, and reads nothing past it.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("RETURN", 0)], varnames=["a"], argc=1, nregs=1, flags=0, name="f")
mod = Code([
    ABx("LOADK", 1, 1),             # defaults = (1, 2, 3, 4, 5)
    ABC("LOADNONE", 2),
    ABC("LOADNONE", 3),
    ABx("MAKEFUNC", 0, 0),
    ABC("CALL", 0, 0),              # r0 = f()
    ABx("LOADGLOBAL", 1, 0),        # print(r0)
    ABC("MOVE", 2, 0),
    ABC("CALL", 1, 1),
    ABC("RETURNNONE"),
], consts=[f, (1, 2, 3, 4, 5)], names=["print"], nregs=8)
write(sys.argv[1], image(mod, builtins=["print"]))
