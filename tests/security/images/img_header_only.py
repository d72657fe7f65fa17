# expect: rejected
# stderr-contains: not a smolvm bytecode image
# The magic and half a header, nothing else.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], seal(b"")[:20])
