# expect: rejected
# stderr-contains: a string that is not valid UTF-8
# A str constant whose bytes are not UTF-8 (a lone continuation byte).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

bad = Raw(bytes([K_STR]) + string(b"ab\x80cd"))
write(sys.argv[1], image(Code([ABx("LOADK", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")], consts=[bad], nregs=1)))
