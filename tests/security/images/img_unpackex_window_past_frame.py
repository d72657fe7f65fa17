# expect: rejected
# stderr-contains: outside the frame of 8
# Starred unpacking into r2: 2 targets before the star, the star's list, and
# 1000 after it (the EXTRAARG count): the targets run far past the frame.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADK", 0, 0),             # r0 = (1, 2, 3)
    ABC("UNPACKEX", 2, 0, 2),
    EXTRA(1000),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[(1, 2, 3)], nregs=8)))
