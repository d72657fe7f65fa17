# expect: rejected
# stderr-contains: cell 1 in register 0
# wall: 3
# A function with 65535 cells all in register 0. Each call would create 65535
# cells, and every NameError in it would scan them all for suggestions; cells
# must sit in distinct registers after the locals, so the image is refused.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

NC = 65535
fn = Code([
    ABC("LOADNONE", 1),
    ABC("STORECELL", 0, 1),
    ABx("LOADGLOBAL", 1, 0),        # NameError: no_such_name
    ABC("RETURNNONE"),
], names=["no_such_name"], nregs=2, flags=0, name="f", cells=[(0, -1, "v%x" % i) for i in range(NC)])
mod = Code([
    ABx("MAKEFUNC", 0, 0),
    ABC("CALL", 0, 0),
    ABC("RETURNNONE"),
], consts=[fn], nregs=8)
write(sys.argv[1], image(mod))
