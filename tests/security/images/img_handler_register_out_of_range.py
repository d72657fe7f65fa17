# expect: rejected
# stderr-contains: exception range 0 (0-1 -> 1, r200) out of bounds
# An exception range that stores the exception in r200 of a 2-register frame.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("RAISEBARE"),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=2, exc=[(0, 1, 1, 200)])))
