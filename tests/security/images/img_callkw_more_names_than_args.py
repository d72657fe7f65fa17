# expect: rejected
# stderr-contains: more keyword names than arguments
# CALLKW with one argument register but two keyword names: the positional
# count (arguments minus names) would be negative.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADGLOBAL", 0, 0),
    ABx("LOADK", 1, 0),
    ABC("CALLKW", 0, 1, 2),
    EXTRA(1),                       # ("sep", "end") for 1 argument
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=["-", ("sep", "end")], names=["print"], nregs=4), builtins=["print"]))
