# expect: rejected
# stderr-contains: line number 6000000000 out of range
# Two position runs of +3000000000 lines each: every step is in range but the
# sum passes 2^32, where a 32-bit line table would wrap.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [ABC("NOP"), ABC("RETURNNONE")]
write(sys.argv[1], image(Code(insns, nregs=1, lines=[(3000000000, 0, 1, 0), (6000000000, 0, 1, 0)])))
