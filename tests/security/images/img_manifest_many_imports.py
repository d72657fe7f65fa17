# expect: rejected
# stderr-contains: does not list the module 'm0'
# wall: 2
# A module importing 65535 distinct modules, none listed in the header: the
# manifest of the code is computed before the refusal, and must be computed
# in linear time (it once compared each name with all before it).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

N = 65535
insns = []
for i in range(N):
    insns += [ABx("IMPORT", 0, i), EXTRA(0)]
insns.append(ABC("RETURNNONE"))
write(sys.argv[1], image(Code(insns, names=["m%x" % i for i in range(N)], nregs=1)))
