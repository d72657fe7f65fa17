# expect: rejected
# stderr-contains: constant 0 is not a code object
# MAKEFUNC of an int constant: the interpreter takes the constant as a code
# object without checking.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("MAKEFUNC", 0, 0),
    ABC("CALL", 0, 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[12345], nregs=4)))
