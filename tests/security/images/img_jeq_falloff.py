# expect: rejected
# stderr-contains: execution can run past the end of the code
# A fused compare-and-jump (JEQ) whose JMP word is the last word of the code. When
# 2 == 2 holds the JEQ skips its JMP word and would fetch past the instruction
# array; the verifier must refuse the image.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    AsBx("LOADINT", 0, 2),
    AsBx("LOADINT", 1, 2),
    ABC("JEQ", 0, 1),
    SJ(-4),                     # its second word, and the last: a terminator
]
write(sys.argv[1], image(Code(insns, nregs=2)))
