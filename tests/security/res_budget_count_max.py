# expect: budget | error ModuleNotFoundError
import itertools
print(max(itertools.count()))
