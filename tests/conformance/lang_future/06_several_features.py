"""Docstring first, then several future imports: all accepted."""
from __future__ import annotations
from __future__ import division, generator_stop
from __future__ import print_function, absolute_import, with_statement, nested_scopes, generators, unicode_literals

ratio: float = 7 / 2
print(ratio, 7 // 2, __doc__)
print(__annotations__)


def gen():
    yield 1
    return 2


g = gen()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
