# expect: rejected
# stderr-contains: constants nested too deeply
# A tuple constant nested 100 deep ((((...),),),): the reader recurses per
# level, so nesting is bounded (64).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

t = ()
for _ in range(100):
    t = (t,)
write(sys.argv[1], image(Code([ABx("LOADK", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")], consts=[t], nregs=1)))
