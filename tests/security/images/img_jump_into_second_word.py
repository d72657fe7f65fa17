# expect: ok
# stdout: 42
# A jump onto the EXTRAARG word of a LOADKX: the verifier treats every word as
# a possible target, and an EXTRAARG run on its own does nothing, so this runs.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("LOADK", 0, 0),             # 0: r0 = 42
    SJ(1),                          # 1: -> 3, the EXTRAARG of the LOADKX
    ABC("LOADKX", 0),               # 2: (skipped)
    EXTRA(1),                       # 3
    ABx("LOADGLOBAL", 1, 0),        # 4: print(r0)
    ABC("MOVE", 2, 0),
    ABC("CALL", 1, 1),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[42, "unused"], names=["print"], nregs=4), builtins=["print"]))
