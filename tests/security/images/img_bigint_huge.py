# expect: memory
# args: --max-memory 4M
# A big int constant of 3 MB under a 4 MB memory cap: GMP allocates outside
# the VM's allocator, so the size must be checked against the cap first.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

big = Raw(bytes([K_BIGINT, 0]) + string(b"\x5a" * (3 << 20)))
write(sys.argv[1], image(Code([ABx("LOADK", 0, 0), ABC("SETRESULT", 0), ABC("RETURNNONE")], consts=[big], nregs=1)))
