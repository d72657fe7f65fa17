# expect: ok
# The same function with the register its annotations need: accepted.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

inner = Code([ABC("RETURNNONE")], nregs=1, flags=0x100, name="f")
write(sys.argv[1], image(Code([ABC("BUILDDICT", 4, 0, 0), ABx("MAKEFUNC", 0, 0), ABC("RETURNNONE")], nregs=5,
                              consts=[inner], flags=CODE_MODULE)))
