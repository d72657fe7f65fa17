# expect: error SystemError
# args: --gc-stress
# stderr-contains: keyword arguments that are not a dict of str
# f(**d, **M()) with the first merge patched into DICTUPDATE, so the kwargs
# dict holds a non-str key hashing like 'x' whose __eq__ collects garbage.
# Merging the mapping M() copies it into a temporary that must stay rooted
# while that __eq__ runs; the stray key is then refused cleanly by CALLEX.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
class K:
    def __hash__(self):
        return hash('x')
    def __eq__(self, other):
        junk = [[i] for i in range(50)]
        return False

class M:                                   # a mapping that is not a dict
    def keys(self):
        return ['x']
    def __getitem__(self, k):
        return 1

def f(**kw):
    return kw

d = {K(): 1}
print(f(**d, **M()))
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
first = next(i for i, w in enumerate(code.insns) if opname(w) == "DICTMERGE")
code.insns[first] = (code.insns[first] & ~0xFF) | OP["DICTUPDATE"]
write(sys.argv[1], rebuild(code, lists, filename, source))
