# expect: rejected
# stderr-contains: the last instruction can fall through
# The last instruction is a NOP, not a return, raise or jump: execution
# would continue past the end of the code.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([ABC("LOADNONE", 0), ABC("NOP")], nregs=1)))
