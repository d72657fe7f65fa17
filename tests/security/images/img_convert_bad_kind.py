# expect: rejected
# stderr-contains: conversion 7 is not 1, 2 or 3
# An f-string conversion other than !s, !r and !a.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

insns = [
    AsBx("LOADINT", 0, 1),
    ABC("CONVERT", 1, 0, 7),
    ABC("RETURNNONE"),
]
write(sys.argv[1], image(Code(insns, nregs=2)))
