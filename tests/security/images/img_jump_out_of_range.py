# expect: rejected
# stderr-contains: outside the code
# A JMP 100 words forward in a 3-word code object.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    SJ(100),
    ABC("NOP"),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=1)))
