# expect: rejected
# stderr-contains: 300 registers (1 to 256 allowed)
# A frame of 300 registers: register operands are 8 bits, and the verifier's
# register sets hold 256.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([ABC("RETURNNONE")], nregs=300)))
