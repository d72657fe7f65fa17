# expect: rejected
# stderr-contains: outside the frame of 8
# BUILDLIST of 200 registers starting at r1 in an 8-register frame: the
# window must lie inside the frame.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("BUILDLIST", 0, 1, 200),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=8)))
