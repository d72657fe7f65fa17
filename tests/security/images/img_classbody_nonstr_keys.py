# expect: ok
# args: --gc-stress
# stdout: built C True 0
# stdout: 0 True 0
# A class body patched to store keys that are not str in its namespace,
# hashing like '__qualname__', '__module__' and '__init__', whose __eq__
# counts its calls and collects garbage. Making the class looked those
# names up in the namespace while the new type was held by nothing (use
# after free); and the keys would have become part of the type's dict,
# where every later lookup (calling the class, reading its attributes)
# trusts to meet str keys only. They are dropped before any lookup: no
# __eq__ of theirs ever runs.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
calls = [0]
class K:
    def __init__(self, name):
        self.name = name
    def __hash__(self):
        return hash(self.name)
    def __eq__(self, other):
        calls[0] += 1
        junk = [[i] for i in range(50)]    # garbage, and safe points to collect at
        return False

k1 = K('__qualname__')
k2 = K('__module__')
k3 = K('__init__')

class C:
    pass

print('built', C.__name__, isinstance(C(), C), calls[0])
c = C()
print(calls[0], hasattr(C, '__init__'), calls[0])
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
at = next(i for i, c in enumerate(code.consts) if isinstance(c, Code) and c.qualname == "C")
code.consts[at] = Code([
    ABC("LOADTRUE", 3),
    ABx("LOADGLOBAL", 2, 0),            # ns[k1] = True
    ABC("DICTSET", 0, 2, 3),
    ABx("LOADGLOBAL", 2, 1),            # ns[k2] = True
    ABC("DICTSET", 0, 2, 3),
    ABx("LOADGLOBAL", 2, 2),            # ns[k3] = True
    ABC("DICTSET", 0, 2, 3),
    ABC("RETURNNONE"),
], names=["k1", "k2", "k3"], varnames=[".ns"], nregs=4, flags=CODE_CLASSBODY, argc=1, name="C")
write(sys.argv[1], rebuild(code, lists, filename, source))
