# expect: rejected
# stderr-contains: impossible for
# A small stream announcing 4 GB: more than deflate can produce from its
# bytes, refused before any buffer is allocated.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], seal_deflated(payload(hello_code(), builtins=["print"]), raw_length=0xFFFFFFFF))
