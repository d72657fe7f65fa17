# expect: rejected
# stderr-contains: exception range 1 (1-50 -> 1, r0) out of bounds
# An exception range reaching past the end of the code (after a sound one).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("RAISEBARE"),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=2, exc=[(0, 1, 1, 0), (1, 50, 1, 0)])))
