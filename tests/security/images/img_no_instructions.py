# expect: rejected
# stderr-contains: has no instructions
# A code object with an empty instruction array.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([], nregs=1)))
