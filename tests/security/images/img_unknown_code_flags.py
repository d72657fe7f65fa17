# expect: rejected
# stderr-contains: unknown flags 0x208
# A code object with a flag bit (0x200) no smolvm code object uses.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([ABC("RETURNNONE")], nregs=1, flags=CODE_MODULE | 0x200)))
