# expect: rejected
# stderr-contains: do not nest
# Five positional-only parameters in a function of one parameter.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABC("RETURN", 0)], varnames=["a"], argc=1, posonly=5, nregs=2, flags=0, name="f")
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
