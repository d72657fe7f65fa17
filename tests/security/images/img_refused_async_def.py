# expect: rejected
# stderr-contains: 'async def' is not supported in smolvm
# A REFUSED instruction (an async def the compiler marked) in a hand-made
# image: the policy check refuses the image before anything runs.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    ABx("REFUSED", 0, 0),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=1)))
