# expect: budget
# args: --max-instructions 20000
# wall: 2
# An exception range whose handler is the raising instruction itself: the
# bare raise is caught and run again forever, never leaving the exception
# machinery through an ordinary jump. The budget must still end it.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("RAISEBARE"),               # 0: range 0-1 -> 0, the exception into r0
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=1, exc=[(0, 1, 0, 0)])))
