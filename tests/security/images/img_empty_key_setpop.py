# expect: rejected
# stderr-contains: register 1 may be read before it is assigned
# {<unbound>}.pop(): a set whose only entry is the unbound marker looks
# non-empty with no live entry, and pop() would search it forever. The
# verifier refuses the unbound read.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADEMPTY", 1),
    ABC("BUILDSET", 2, 1, 1),       # r2 = {<unbound>}
    ABC("LOADMETHOD", 3, 2, 0),     # r2.pop()
    ABC("CALLMETHOD", 3, 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, names=["pop"], nregs=6)))
