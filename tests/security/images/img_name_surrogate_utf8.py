# expect: rejected
# stderr-contains: a string that is not valid UTF-8
# A name holding a surrogate (ED A0 80): identifiers never do, so names stay
# strict UTF-8 even though string constants may hold surrogates.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [ABx("LOADGLOBAL", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")]
code = Code(insns, names=[b"n\xed\xa0\x80"], nregs=1)
write(sys.argv[1], image(code))
