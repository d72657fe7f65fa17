# expect: rejected
# stderr-contains: truncated image
# A payload cut short three numbers into its code object, with the header's
# length and checksum made to match: the parser itself must notice the end.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

code = Code([ABx("LOADGLOBAL", 0, 0), ABx("LOADK", 1, 0), ABC("CALL", 0, 1), ABC("RETURNNONE")],
            consts=["hello"], names=["print"], nregs=2)
body = payload(code, builtins=["print"])
cut = len(body) - len(code.encode()) + 3     # flags, argc, posonly: then nothing
write(sys.argv[1], seal(body[:cut]))
