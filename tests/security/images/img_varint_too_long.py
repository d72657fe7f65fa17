# expect: rejected
# stderr-contains: a number too
# The first manifest count written as an endless varint (eleven bytes with the
# continuation bit set): a number is at most ten bytes.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

body = payload(Code([ABC("RETURNNONE")], nregs=1))
write(sys.argv[1], seal(b"\xff" * 11 + body[1:]))
