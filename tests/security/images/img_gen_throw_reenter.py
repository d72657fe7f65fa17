# expect: ok
# stdout: 1
# stdout: x
# A generator thrown into re-enters itself (next(G) from the sub-generator's
# except block) while its throw is being delegated: CPython's "generator
# already executing", caught by the outer generator. Compiled and run as an
# image; resuming a running generator once moved its pc past the end.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
def sub():
    try:
        yield 1
    except ValueError:
        print("inner next:", next(G))
    return 5

def gen():
    try:
        yield from sub()
    except ValueError:
        pass
    yield 'x'

G = gen()
print(next(G))
print(G.throw(ValueError))
"""
write(sys.argv[1], compile_source(SOURCE, sys.argv[1]))
