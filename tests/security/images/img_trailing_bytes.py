# expect: rejected
# stderr-contains: 5 bytes after the code
# A sound payload followed by five more bytes, the header's length and
# checksum covering them.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], seal(payload(hello_code(), builtins=["print"]) + b"extra"))
