# expect: rejected
# stderr-contains: image format version 2 is not supported
# A sound payload under a header claiming format version 2.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], seal(payload(hello_code(), builtins=["print"]), version=2))
