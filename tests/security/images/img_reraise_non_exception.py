# expect: error SystemError
# stderr-contains: re-raise of a value that is not an exception
# RERAISE of an int: the interpreter would install it as the exception being
# propagated.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([AsBx("LOADINT", 0, 42), ABC("RERAISE", 0)], nregs=1)))
