# expect: rejected
# stderr-contains: unknown image flags
# A sound payload under a header whose reserved word is not 0.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], seal(payload(hello_code(), builtins=["print"]), reserved=1))
