# expect: rejected
# stderr-contains: 0 registers (1 to 256 allowed)
# A code object with no registers at all.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([ABC("RETURNNONE")], nregs=0)))
