# expect: error RuntimeError
# stderr-contains: No active exception to reraise
# POPEXC of an int makes it "the exception being handled"; a bare raise would
# then re-raise the int. Only exceptions are ever installed, so the bare raise
# finds none.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([AsBx("LOADINT", 0, 42), ABC("POPEXC", 0), ABC("RAISEBARE")], nregs=1)))
