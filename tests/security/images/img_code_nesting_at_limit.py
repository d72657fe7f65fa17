# expect: ok
# stdout: deep
# The deepest nesting images allow: a module and 200 nested functions, each
# calling the next; the innermost prints. Loading, verifying, the policy
# check and the manifest walk all reach the bottom.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

code = Code([ABx("LOADGLOBAL", 0, 0), ABx("LOADK", 1, 0), ABC("CALL", 0, 1), ABC("RETURNNONE")],
            consts=["deep"], names=["print"], nregs=4, flags=0, name="f200")
for d in range(199, 0, -1):
    code = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[code], nregs=4,
                flags=0, name="f%d" % d)
sys.setrecursionlimit(10000)
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[code], nregs=4)
write(sys.argv[1], image(mod, builtins=["print"]))
