# expect: rejected
# stderr-contains: code objects nested more than 200 deep
# A chain of 250 code objects, each the only constant of the one before: the
# reader, verifier and policy check all recurse per level.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

def chain(depth):
    code = Code([ABC("RETURNNONE")], nregs=4, flags=0, name="f%d" % depth)
    for d in range(depth - 1, 0, -1):
        code = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[code], nregs=4,
                    flags=0, name="f%d" % d)
    return code

sys.setrecursionlimit(10000)
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[chain(250)], nregs=4)
write(sys.argv[1], image(mod))
