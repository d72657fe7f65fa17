# expect: rejected
# stderr-contains: unknown constant tag 99
# A constant with a type tag no version of the format defines.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

write(sys.argv[1], image(Code([ABC("RETURNNONE")], consts=[Raw(bytes([99, 0, 0]))], nregs=1)))
