# expect: error SystemError
# stderr-contains: keyword arguments that are not a dict of str
# CALLEX with a **kwargs dict built directly with an int key (compiled code
# merges through DICTMERGE, which checks): binding would read the key as a
# str.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 0, 0),        # r0 = print
    ABC("BUILDTUPLE", 1, 0, 0),     # r1 = ()
    AsBx("LOADINT", 3, 7),
    AsBx("LOADINT", 4, 8),
    ABC("BUILDDICT", 2, 3, 1),      # r2 = {7: 8}
    ABC("CALLEX", 0, 1),            # print(*r1, **r2)
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, names=["print"], nregs=5), builtins=["print"]))
