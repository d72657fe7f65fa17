# expect: rejected
# stderr-contains: register
# MAKEFUNC of a code object flagged CODE_ANNOTATIONS reads one register
# past the closure: a frame without it is refused, not read out of bounds.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

inner = Code([ABC("RETURNNONE")], nregs=1, flags=0x100, name="f")
write(sys.argv[1], image(Code([ABx("MAKEFUNC", 0, 0), ABC("RETURNNONE")], nregs=4, consts=[inner],
                              flags=CODE_MODULE)))
