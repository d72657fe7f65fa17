# expect: error ValueError
# wall: 3
# An 8 MB source of 4000000 lines and an exception re-raised 4096 times
# between two lines near its end, then left uncaught: each traceback entry
# shows its source line, which must be found without walking the source from
# the start per entry (that was 32 GB of scanning, uncharged, after the run).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

NLINES = 4000000
L1, L2 = NLINES - 1, NLINES - 2
insns = [
    ABx("LOADGLOBAL", 0, 0),        # 0: r0 = ValueError()
    ABC("CALL", 0, 0),              # 1
    ABx("LOADK", 4, 0),             # 2: r4 = 2048
    ABC("RAISE", 0),                # 3: range 3-4 -> 4
    ABC("RAISE", 0),                # 4: range 4-5 -> 5
    ABC("ADDI", 4, 4, ADDI_BIAS - 1),   # 5
    AsBx("LOADINT", 6, 0),          # 6
    ABC("JGT", 4, 6),               # 7: while r4 > 0
    SJ(1),                          # 8: -> 10
    SJ(-7),                         # 9: -> 3
    ABC("RAISE", 0),                # 10: uncaught
]
lines = [(1, 0, 1, 0)] * 3 + [(L1, 0, 1, 0), (L2, 0, 1, 0)] + [(1, 0, 1, 0)] * 5 + [(L1, 0, 1, 0)]
code = Code(insns, consts=[2048], names=["ValueError"], nregs=8, exc=[(3, 4, 4, 1), (4, 5, 5, 1)], lines=lines)
write(sys.argv[1], image(code, builtins=["ValueError"], source="x\n" * NLINES))
