# expect: rejected
# stderr-contains: longer than its header says
# The stream inflates to more bytes than the header announces: inflating
# stops at the announced length and the image is refused.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

body = payload(hello_code(), builtins=["print"])
write(sys.argv[1], seal_deflated(body, raw_length=len(body) - 3))
