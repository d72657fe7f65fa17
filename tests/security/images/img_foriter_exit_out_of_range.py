# expect: rejected
# stderr-contains: outside the code
# FORITER whose "exhausted" target lies past the end of the code: the loop
# would leave the instruction array when the iterator runs out.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADK", 1, 0),             # r1 = (1, 2)
    ABC("GETITER", 0, 1),
    AsBx("FORITER", 0, 50),
    SJ(-2),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[(1, 2)], nregs=3)))
