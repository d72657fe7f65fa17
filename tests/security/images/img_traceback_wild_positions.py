# expect: error ValueError
# stderr-contains: line 4294967295, in f2
# Three frames whose positions an image chose freely: columns past the end of
# the line or inside a multi-byte character, an end before the start, a span
# of 255 lines past the end of the source, the largest line number. The
# traceback must still be formatted from the source without reading past it.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = "é€😀 = 1\nσ = 2 + 'x'\n"
f2 = Code([ABx("LOADGLOBAL", 0, 0), ABC("CALL", 0, 0), ABC("RAISE", 0)], names=["ValueError"], nregs=2,
          flags=0, name="f2", lines=[(1, 1, 2, 0), (2, 9, 3, 255), (4294967295, 60000, 65535, 255)])
f1 = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURN", 0)], consts=[f2], nregs=4, flags=0,
          name="f1", lines=[(1, 0, 1, 0), (1, 2, 5, 1), (1, 0, 1, 0)])
mod = Code([ABx("MAKEFUNC", 0, 0), ABC("CALL", 0, 0), ABC("RETURNNONE")], consts=[f1], nregs=4,
           lines=[(2, 0, 1, 0), (2, 1, 7, 200), (2, 0, 1, 0)])
write(sys.argv[1], image(mod, builtins=["ValueError"], source=SOURCE))
