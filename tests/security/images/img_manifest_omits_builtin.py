# expect: rejected
# stderr-contains: does not list the builtin 'getattr'
# stdout-excludes: upper
# A compiled image whose header's builtin list leaves out getattr, which the
# code calls: refused before anything runs.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = "print('upper')\nprint(getattr('abc', 'upper')())\n"
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
assert "getattr" in lists[2], lists
lists[2].remove("getattr")
write(sys.argv[1], rebuild(code, lists, filename, source))
