# expect: rejected
# stderr-contains: unknown refused construct 4000
# A REFUSED instruction naming no construct the policy knows.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("REFUSED", 0, 4000),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=1)))
