# expect: rejected
# stderr-contains: position run
# Positions for five instructions in a code object of two: the last run
# claims more instructions than are left.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [ABC("NOP"), ABC("RETURNNONE")]
write(sys.argv[1], image(Code(insns, nregs=1, lines=[(1, 0, 1, 0)] * 2 + [(2, 0, 1, 0)] * 3)))
