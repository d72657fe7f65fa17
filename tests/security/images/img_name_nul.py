# expect: rejected
# stderr-contains: a name with a NUL byte
# A global name with a NUL byte in it ("print\0x"): C code comparing names as
# C strings would see "print".
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 0, 0),
    ABx("LOADK", 1, 0),
    ABC("CALL", 0, 1),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=["hello"], names=["print\0x"], nregs=2), builtins=["print"]))
