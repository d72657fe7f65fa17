# expect: rejected
# stderr-contains: the second word is not EXTRAARG
# LOADKX followed by an ordinary instruction instead of its EXTRAARG: the
# constant index would come from the wrong word.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADKX", 0),
    ABx("LOADK", 0, 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[1], nregs=1)))
