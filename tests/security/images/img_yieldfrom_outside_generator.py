# expect: error SystemError
# stderr-contains: yield from outside a generator frame
# YIELDFROM in the module body, which is no generator.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADK", 0, 0),
    ABC("YIELDFROM", 1, 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[(1, 2)], nregs=2)))
