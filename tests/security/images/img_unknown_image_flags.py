# expect: rejected
# stderr-contains: unknown image flags 0x4
# A sound payload under a header with an unknown flag bit.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], seal(payload(hello_code(), builtins=["print"]), flags=0x4))
