# expect: rejected
# stderr-contains: its docstring constant is not a str
# CODE_DOCSTRING makes MAKEFUNC copy constant 0 into f.__doc__ unchecked;
# here constant 0 is a code object, which would leak through f.__doc__.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

g = Code([ABC("RETURNNONE")], nregs=1, flags=0, name="g")
f = Code([ABC("RETURNNONE")], consts=[g], nregs=1, flags=CODE_DOCSTRING, name="f")
insns = [
    ABx("MAKEFUNC", 0, 0),          # r0 = f
    ABC("GETATTR", 5, 0, 0),        # r5 = f.__doc__
    ABx("LOADGLOBAL", 4, 1),        # print(r5)
    ABC("CALL", 4, 1),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, consts=[f], names=["__doc__", "print"], nregs=8), builtins=["print"]))
