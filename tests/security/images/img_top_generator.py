# expect: rejected
# stderr-contains: the top code object is not a module body
# A module code object flagged as a generator, yielding at top level.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADNONE", 0),
    ABC("YIELD", 1, 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=2, flags=CODE_MODULE | CODE_GENERATOR)))
