# expect: ok
# stdout: fs0 3 ['a', 'b', 'c'] [False, False, False, True, False, False] True True
# stdout: fs1 2 [1, 2] [True, True, False, False, False, False] True True
# stdout: fs2 1 [1] [True, False, False, False, False, False] True True
# stdout: fs3 2 [1, 2] [True, True, False, False, False, False] True True
# stdout: fs4 3 [1, 2, 3] [True, True, True, False, False, False] True True
# stdout: fs5 2 [1, 2] [True, True, False, False, False, False] True True
# stdout: fs6 3 [1, 2, 3] [True, True, True, False, False, False] True True
# stdout: fs7 2 [1, 2] [True, True, False, False, False, False] True True
# stdout: fs8 2 [1, 2] [True, True, False, False, False, False] True True
# stdout: fs9 0 [] [False, False, False, False, False, False] True True
# stdout: fs10 1 [frozenset({'a'})] [False, False, False, False, False, True] True True
# A frozenset constant carries its hash-table layout (size, then a slot per
# item) so loading need not rehash; here the layouts lie: duplicates, equal
# items of three types, slots out of range, colliding or off the probe path,
# a size of 2^32 or not a power of two. Each must load as the correct set.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

SOURCE = """
def show(name, s):
    probe = [x in s for x in (1, 2, 3, 'a', 'z', frozenset({'a'}))]
    same = frozenset(list(s))
    print(name, len(s), sorted(s, key=repr), probe, s == same, hash(s) == hash(same))

for i, s in enumerate(('@0', '@1', '@2', '@3', '@4', '@5', '@6', '@7', '@8', '@9', '@10')):
    show('fs%d' % i, s)
"""
LIES = {
    "@0": frozenset_layout(8, [(0, "a"), (1, "b"), (2, "c")]),     # slots ignore the hashes
    "@1": frozenset_layout(8, [(1, 1), (2, 1), (3, 2)]),           # a duplicate
    "@2": frozenset_layout(8, [(1, 1), (2, 1.0), (3, True)]),      # equal items, three types
    "@3": frozenset_layout(1 << 32, [(1, 1), (2, 2)]),             # a table of 2^32 slots
    "@4": frozenset_layout(8, [(1, 1), (2, 2), (1000, 3)]),        # a slot past the table
    "@5": frozenset_layout(6, [(1, 1), (2, 2)]),                   # not a power of two
    "@6": frozenset_layout(8, [(1, 1), (2, 2), (3, 3)]),           # the truth, for comparison
    "@7": frozenset_layout(8, [(1, 1), (1, 2)]),                   # two items in one slot
    "@8": frozenset_layout(8, [(5, 1), (6, 2)]),                   # free slots off the probe path
    "@9": frozenset_layout(8, []),                                 # empty
    "@10": frozenset_layout(8, [(3, frozenset_layout(8, [(0, "a"), (7, "a")]))]),  # nested, lying too
}
code, lists, filename, source = parse(compile_source(SOURCE, sys.argv[1]))
# The placeholders are folded into one tuple constant: swap its items.
at = next(i for i, c in enumerate(code.consts) if isinstance(c, tuple) and "@0" in c)
code.consts[at] = tuple(LIES[k] for k in code.consts[at])
write(sys.argv[1], rebuild(code, lists, filename, source))
