# expect: rejected
# stderr-contains: a big int with a bad sign byte
# A big int constant whose sign byte is 7 (only 0 and 1 exist).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

big = bigint(1 << 100, sign=7)
write(sys.argv[1], image(Code([ABx("LOADK", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")], consts=[big], nregs=1)))
