# expect: memory | budget
# A loop closed by a backward JMPIF that allocates a list per iteration:
# compiled loops close with JMP, where the collector runs, and this one has
# no such point, so its garbage is never collected. It must still end at a
# limit with its memory within the cap.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABC("LOADTRUE", 0),             # 0
    ABC("BUILDLIST", 1, 0, 1),      # 1: r1 = [True], garbage by the next round
    AsBx("JMPIF", 0, -2),           # 2: -> 1
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=2)))
