# expect: error ValueError
# stdout-excludes: after the failed lookup
# A function's LOADGLOBAL patched into LOADNAME, which looks the name up in
# R[0] first: here a dict whose only key hashes like the name and raises in
# __eq__. The exception must propagate, not be stored as a value in R[A].
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
class K:
    def __hash__(self):
        return hash('zz')
    def __eq__(self, other):
        raise ValueError('raised inside __eq__')

def f(ns):
    global zz
    x = zz
    print('after the failed lookup, x is a', type(x).__name__)
    return x

print('returned', f({K(): 1}))
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
f = find(code, "f")
for i, word in enumerate(f.insns):
    if opname(word) == "LOADGLOBAL" and f.names[word >> 16] == "zz":
        f.insns[i] = (word & ~0xFF) | OP["LOADNAME"]
write(sys.argv[1], rebuild(code, lists, filename, source))
