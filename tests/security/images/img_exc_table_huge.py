# expect: budget
# args: --max-instructions 3000000
# stdout: looping
# wall: 5
# A loop that raises and catches a million times in a code object with 200000
# dead exception ranges before the live one: each raise scans the whole table,
# so that work must be charged to the instruction budget, which then ends it
# (uncharged, the scans would take minutes).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

DEAD, LOOPS = 200000, 1000000
insns = [
    ABx("LOADGLOBAL", 0, 0),        # 0: print('looping'): loading is done
    ABx("LOADK", 1, 1),             # 1
    ABC("CALL", 0, 1),              # 2
    ABx("LOADK", 4, 0),             # 3: r4 = LOOPS
    ABC("RAISEBARE"),               # 4: RuntimeError: no active exception
    ABC("ADDI", 4, 4, ADDI_BIAS - 1),   # 5: the handler: r4 -= 1
    AsBx("LOADINT", 6, 0),          # 6
    ABC("JGT", 4, 6),               # 7: while r4 > 0
    SJ(1),                          # 8: -> 10
    SJ(-6),                         # 9: -> 4
    ABC("RETURNNONE"),              # 10
]
exc = [(0, 0, 0, 0)] * DEAD + [(4, 5, 5, 7)]
code = Code(insns, consts=[LOOPS, "looping"], names=["print"], nregs=8, exc=exc)
write(sys.argv[1], image(code, builtins=["print"]))
