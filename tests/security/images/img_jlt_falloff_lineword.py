# expect: rejected
# stderr-contains: execution can run past the end of the code
# The fall-through of img_jlt_falloff with a payload: in a release build the word
# after the instructions is usually the line table, so each line number here is
# an instruction (GETATTR of name 200, which does not exist). It must be refused.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

evil = ABC("GETATTR", 0, 0, 200)
insns = [
    AsBx("LOADINT", 0, 1),
    AsBx("LOADINT", 1, 2),
    ABC("JLT", 0, 1),
    SJ(-4),
]
write(sys.argv[1], image(Code(insns, nregs=2, lines=[(evil, 0, 1, 0)] * 4)))
