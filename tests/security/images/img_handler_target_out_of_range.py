# expect: rejected
# stderr-contains: exception range 0 (0-2 -> 99, r1) out of bounds
# An exception range whose handler lies past the end of the code.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("RAISEBARE"),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=2, exc=[(0, 2, 99, 1)])))
