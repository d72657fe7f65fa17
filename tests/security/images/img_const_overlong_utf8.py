# expect: rejected
# stderr-contains: a string that is not valid UTF-8
# A global name whose bytes encode "/" overlong (C0 AF), a classic way past
# filters that compare bytes.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [ABx("LOADGLOBAL", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")]
write(sys.argv[1], image(Code(insns, names=[b"a\xc0\xafb"], nregs=1)))
