# expect: rejected
# stderr-contains: register 2 may be read before it is assigned
# r2 is written on one branch of a conditional only, then read where both
# branches meet: the analysis must take the intersection of the paths.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADTRUE", 1),
    AsBx("JMPIFNOT", 1, 1),         # 1: if not r1 skip the write
    AsBx("LOADINT", 2, 7),          # 2: r2 = 7 on one path only
    ABC("SETRESULT", 2),            # 3: both paths meet here
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=4)))
