# `from m import *` binds the names m.__all__ lists (collections' includes
# classes it makes on first use), or every public name of a module that
# has no __all__ (hmac, bisect).
from collections import *
print(sorted(n for n in dir() if not n.startswith('_')))
print(UserString('x') + 'y', ChainMap({1: 2})[1], UserList([3]) + [4], UserDict(a=1))
from hmac import *
from bisect import *
from heapq import *
from json import *
from string import *
from textwrap import *
from itertools import *
from functools import *
from operator import *
from math import *
from statistics import *
from fractions import *
from dataclasses import *
from typing import *
print(sorted(n for n in dir() if not n.startswith('_')))
