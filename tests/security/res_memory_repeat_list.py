# expect: memory | budget | error ModuleNotFoundError
import itertools
x = list(itertools.repeat('a', 10**9))
