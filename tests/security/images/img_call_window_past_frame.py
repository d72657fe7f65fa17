# expect: rejected
# stderr-contains: registers 2..7 outside the frame of 4
# CALL r2 with 5 arguments in a 4-register frame: the argument window
# r2..r7 runs past the frame and would read the next frame's registers.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 2, 0),
    ABC("CALL", 2, 5),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, names=["print"], nregs=4), builtins=["print"]))
