# expect: rejected
# stderr-contains: Import of m0 is not allowed
# wall: 2
# The 65535 imports of img_manifest_many_imports, all listed in the header:
# the header's list and the code's are matched as sets, then the policy
# refuses the imports, all in linear time.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

N = 65535
names = ["m%x" % i for i in range(N)]
insns = []
for i in range(N):
    insns += [ABx("IMPORT", 0, i), EXTRA(0)]
insns.append(ABC("RETURNNONE"))
write(sys.argv[1], image(Code(insns, names=names, nregs=1), modules=names))
