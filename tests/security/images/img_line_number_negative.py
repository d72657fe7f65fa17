# expect: rejected
# stderr-contains: line number -5 out of range
# A position run that steps to line -5.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [ABC("NOP"), ABC("RETURNNONE")]
write(sys.argv[1], image(Code(insns, nregs=1, lines=[(-5, 0, 1, 0), (1, 0, 1, 0)])))
