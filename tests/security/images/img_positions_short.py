# expect: rejected
# stderr-contains: positions for 1 of 3 instructions
# Positions for the first instruction only: the line table is read for every
# instruction when a traceback is formatted.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [ABC("NOP"), ABC("NOP"), ABC("RETURNNONE")]
write(sys.argv[1], image(Code(insns, nregs=1, lines=[(1, 0, 1, 0)])))
