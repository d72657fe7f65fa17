# expect: rejected
# stderr-contains: line number step
# A position run whose line step is near 2^63: adding it to the running
# line number would overflow a signed 64-bit integer.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [ABC("NOP"), ABC("RETURNNONE")]
write(sys.argv[1], image(Code(insns, nregs=1, lines=[(5, 0, 1, 0), ((1 << 63) - 2, 0, 1, 0)])))
