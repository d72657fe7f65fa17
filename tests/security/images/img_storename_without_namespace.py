# expect: error SystemError
# stderr-contains: a class namespace that is not a dict
# STORENAME in a plain function whose r0 holds an int: STORENAME is for class
# bodies, whose r0 is the namespace dict.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

f = Code([AsBx("LOADINT", 0, 5), ABx("STORENAME", 0, 0), ABC("RETURNNONE")], names=["x"], nregs=1, flags=0,
         name="f")
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f], nregs=4)
write(sys.argv[1], image(mod))
