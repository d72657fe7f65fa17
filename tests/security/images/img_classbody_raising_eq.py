# expect: error ValueError
# stdout-excludes: built
# stderr-contains: y = x
# A class body that first stores a key hashing like 'x' (with an __eq__ that
# raises) in its own namespace, then reads x: the namespace lookup must raise
# the ValueError, not carry on with it pending.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
class K:
    def __hash__(self):
        return hash('x')
    def __eq__(self, other):
        raise ValueError('raised inside __eq__')

kk = K()
x = 'global x'

class C:
    y = x

print('built', C.__name__)
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
body = find(code, "C")
body.nregs = max(body.nregs, 4)
prepend(body, [
    ABx("LOADGLOBAL", 2, name_index(body, "kk")),
    ABC("LOADTRUE", 3),
    ABC("DICTSET", 0, 2, 3),            # ns[kk] = True, ahead of 'y = x'
])
write(sys.argv[1], rebuild(code, lists, filename, source))
