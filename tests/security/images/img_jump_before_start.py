# expect: rejected
# stderr-contains: jump to -9 outside the code
# A conditional jump to before the first instruction (offset -10 from word 0).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADTRUE", 0),
    AsBx("JMPIF", 0, -11),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=1)))
