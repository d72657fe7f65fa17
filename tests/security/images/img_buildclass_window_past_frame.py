# expect: rejected
# stderr-contains: outside the frame of 6
# BUILDCLASS r2 with 3 bases and a keywords dict: body, name, bases and
# keywords take r2..r7, past a 6-register frame.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("BUILDCLASS", 2, 3, 1),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=6)))
