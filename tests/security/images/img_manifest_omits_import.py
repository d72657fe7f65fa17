# expect: rejected
# stderr-contains: does not list the module 'math'
# stdout-excludes: 3.14
# A compiled image whose header's module list was emptied: the code imports
# math anyway. A host approves an image by its header, so the header must not
# understate what the code uses.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

code, lists, filename, source = parse(compile_source("import math\nprint(math.pi)\n", sys.argv[1]))
assert lists[0] == ["math"], lists
lists[0] = []
write(sys.argv[1], rebuild(code, lists, filename, source))
