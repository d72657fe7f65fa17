# expect: rejected
# stderr-contains: register 2 may be read before it is assigned
# A register no instruction ever wrote (it holds the unbound marker) read as
# an operand of ADD. Every strict read must be of a register bound on every
# path.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    AsBx("LOADINT", 1, 5),
    ABC("ADD", 0, 1, 2),            # r2 was never written
    ABC("SETRESULT", 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=4)))
