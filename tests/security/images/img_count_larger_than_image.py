# expect: rejected
# stderr-contains: instruction count 16777215 larger than the image
# A code object claiming 16777215 instructions in a few dozen bytes: every
# count is bounded by the bytes left before anything is allocated.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([ABC("RETURNNONE")], nregs=1, ninsns=0xFFFFFF)))
