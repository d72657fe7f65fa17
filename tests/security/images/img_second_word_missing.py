# expect: rejected
# stderr-contains: the last instruction can fall through
# LOADKX, a two-word instruction, as the last word: its EXTRAARG would be read
# from past the end of the code.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("RETURNNONE"),
    ABC("LOADKX", 0),
]
write(sys.argv[1], image(Code(insns, consts=[1], nregs=1)))
