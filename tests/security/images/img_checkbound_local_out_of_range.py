# expect: rejected
# stderr-contains: local 9 out of range (1 locals)
# CHECKBOUND names local 9 for its UnboundLocalError message; there is one.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([ABx("CHECKBOUND", 0, 9), ABC("RETURN", 0)], varnames=["a"], nregs=2, flags=0, name="f")
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
