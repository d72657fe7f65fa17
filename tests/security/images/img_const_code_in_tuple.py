# expect: rejected
# stderr-contains: a code object inside a constant
# A tuple constant holding a code object: LOADK of the tuple would hand the
# raw code object to Python code.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

g = Code([ABC("RETURNNONE")], nregs=1, flags=0, name="g")
write(sys.argv[1], image(Code([ABx("LOADK", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")], consts=[(1, g)],
                              nregs=1)))
