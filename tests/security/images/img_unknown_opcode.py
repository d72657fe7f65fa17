# expect: rejected
# stderr-contains: unknown opcode 254
# An instruction word whose opcode byte is past the last opcode.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([0xFE, ABC("RETURNNONE")], nregs=1)))
