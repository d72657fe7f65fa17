# expect: ok
# args: --gc-stress
# stdout: built C True
# A class body that stores its own __classcell__ (no method holds the cell)
# and a namespace key hashing like '__eq__' whose __eq__ collects garbage:
# building the class compares that key while holding the cell, the namespace
# and the new type, which must stay rooted across the collection.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
class K:
    def __hash__(self):
        return hash('__eq__')
    def __eq__(self, other):
        junk = [[i] for i in range(50)]    # garbage, and safe points to collect at
        return False

kk = K()

class C:
    pass

print('built', C.__name__, isinstance(C(), C))
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
at = next(i for i, c in enumerate(code.consts) if isinstance(c, Code) and c.qualname == "C")
code.consts[at] = Code([
    ABx("LOADGLOBAL", 2, 0),            # r2 = kk
    ABC("LOADTRUE", 3),
    ABC("DICTSET", 0, 2, 3),            # ns[kk] = True
    ABx("STORENAME", 1, 1),             # ns['__classcell__'] = the cell in r1
    ABC("RETURNNONE"),
], names=["kk", "__classcell__"], varnames=[".ns"], nregs=4, flags=CODE_CLASSBODY, argc=1,
   cells=[(1, -1, "__class__")], name="C")
write(sys.argv[1], rebuild(code, lists, filename, source))
