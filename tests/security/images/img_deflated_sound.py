# expect: ok
# stdout: hello
# A sound payload stored deflated: inflated to its announced length, then
# parsed and verified as any other.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], seal_deflated(payload(hello_code(), builtins=["print"])))
