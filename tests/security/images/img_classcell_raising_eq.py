# expect: ok
# stdout: built <class '__main__.C'>
# A class body that stores a key hashing like '__classcell__', with an
# __eq__ that raises. Building the class looks '__classcell__' up in the
# namespace after the body ran: keys that are not str are dropped from the
# namespace before any such lookup (a type's dict holds str keys only), so
# that __eq__ never runs and the class is built without the stray key.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
class K:
    def __hash__(self):
        return hash('__classcell__')
    def __eq__(self, other):
        raise ValueError('raised inside __eq__')

kk = K()

class C:
    pass

print('built', C)
"""
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
body = find(code, "C")
body.nregs = max(body.nregs, 4)
prepend(body, [
    ABx("LOADGLOBAL", 2, name_index(body, "kk")),
    ABC("LOADTRUE", 3),
    ABC("DICTSET", 0, 2, 3),            # ns[kk] = True
])
write(sys.argv[1], rebuild(code, lists, filename, source))
