# expect: rejected
# stderr-contains: the second word is not JMP
# A fused compare (JEQ) whose second word is not a JMP.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    AsBx("LOADINT", 0, 1),
    ABC("JEQ", 0, 0),
    ABC("NOP"),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=1)))
