# expect: ok
# stdout: 3 'x\ud800y' True
# A str constant holding a lone surrogate encoded in three bytes (ED A0 80):
# the compiler makes such constants from escapes ("\ud800"), so an image may
# hold them, and they behave as in CPython.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

s = Raw(bytes([K_STR]) + string(b"x\xed\xa0\x80y"))
insns = [
    ABx("LOADGLOBAL", 0, 0),      # print
    ABx("LOADGLOBAL", 1, 1),      # len
    ABx("LOADK", 2, 0),
    ABC("CALL", 1, 1),
    ABx("LOADGLOBAL", 2, 2),      # ascii
    ABx("LOADK", 3, 0),
    ABC("CALL", 2, 1),
    ABx("LOADK", 3, 0),
    ABx("LOADK", 4, 1),
    ABC("IN", 3, 4, 3),           # 'x\ud800y' in its own constant: True
    ABC("CALL", 0, 3),
    ABC("RETURNNONE"),
]
code = Code(insns, consts=[s, s], names=["print", "len", "ascii"], nregs=5)
write(sys.argv[1], image(code, builtins=["print", "len", "ascii"]))
