# expect: rejected
# stderr-contains: a string that is not valid UTF-8
# A str constant holding a UTF-16 surrogate encoded as UTF-8 (ED A0 80), which
# is not valid UTF-8 and which str operations assume never occurs.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

bad = Raw(bytes([K_STR]) + string(b"x\xed\xa0\x80y"))
write(sys.argv[1], image(Code([ABx("LOADK", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")], consts=[bad], nregs=1)))
