# expect: ok
# args: --gc-stress
# stdout: isc C ['xxxxxxxxxx', 1]
# stdout: isc D ['yyyyyyyyyy', 2]
# A class statement's keyword dict patched to be a dict the snippet holds
# (the compiler always builds a fresh one), which the class body empties and
# follows with garbage: the keyword values go to the metaclass and to
# __init_subclass__ after the body ran, so the class machinery keeps them
# rooted itself instead of counting on that dict.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
class Base:
    def __init_subclass__(cls, **kw):
        print('isc', cls.__name__, kw['a'])

class M(type):
    def __new__(mcs, name, bases, ns, **kw):
        return super().__new__(mcs, name, bases, ns, **kw)

d = {'a': ['x' * 10, 1]}
class C(Base, **d):
    d.clear()
    junk = [[i] * 3 for i in range(300)]

d = {'a': ['y' * 10, 2], 'metaclass': M}
class D(Base, **d):
    d.clear()
    junk = [[i] * 3 for i in range(300)]
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
d = name_index(code, "d")
# Each class statement builds its keyword dict with BUILDDICT r, then
# merges `d` (and metaclass=M) into it: load `d` itself into r instead and
# drop the merge, so BUILDCLASS receives the snippet's own dict.
done = 0
for i, w in enumerate(code.insns):
    if opname(w) == "BUILDDICT" and opname(code.insns[i + 1]) == "LOADGLOBAL":
        r = (w >> 8) & 0xFF
        j = i + 1
        while opname(code.insns[j]) != "BUILDCLASS":
            if opname(code.insns[j]) == "DICTMERGE":
                code.insns[j] = ABC("MOVE", r, r, 0)
            j += 1
        code.insns[i] = ABx("LOADGLOBAL", r, d)
        done += 1
assert done == 2, done
write(sys.argv[1], rebuild(code, lists, filename, source))
