# expect: error SystemError
# args: --gc-stress
# stderr-contains: keyword-only defaults that are not a dict of str
# f(*args, k=1) made with the global dict kd as its keyword defaults: kd also
# holds a non-str key hashing like 'k' whose __eq__ collects garbage. Binding
# a call builds the *args tuple in a register window no root covers yet, so
# the defaults must never run user code: MAKEFUNC refuses a keyword-defaults
# dict with a non-str key (compiled code never makes one).
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
class K:
    def __hash__(self):
        return hash('k')
    def __eq__(self, other):
        junk = [[i] for i in range(50)]
        return False

kd = {K(): 0, 'k': 1}

def f(*args, k=1):
    return args, k

args, k = f(1, 2, 3)
print(args, k)
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
kd = code.names.index("kd")
for i, word in enumerate(code.insns):
    if opname(word) == "MAKEFUNC" and code.consts[word >> 16].qualname == "f":
        a = (word >> 8) & 0xFF
        # The BUILDDICT of the keyword defaults (R[A+2]) becomes LOADGLOBAL kd.
        j = max(k for k in range(i) if opname(code.insns[k]) == "BUILDDICT" and (code.insns[k] >> 8) & 0xFF == a + 2)
        code.insns[j] = ABx("LOADGLOBAL", a + 2, kd)
write(sys.argv[1], rebuild(code, lists, filename, source))
