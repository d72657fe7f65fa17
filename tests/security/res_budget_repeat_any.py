# expect: budget | error ModuleNotFoundError
import itertools
print(any(itertools.repeat(0)))
