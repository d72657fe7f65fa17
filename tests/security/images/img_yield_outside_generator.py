# expect: error SystemError
# stderr-contains: yield outside a generator frame
# YIELD in a function not flagged as a generator: there is no generator to
# suspend, so the interpreter must refuse it at run time.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([AsBx("LOADINT", 0, 1), ABC("YIELD", 1, 0), ABC("RETURN", 1)], nregs=2, flags=0, name="f")
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
