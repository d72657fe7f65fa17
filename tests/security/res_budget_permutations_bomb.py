# expect: budget | memory | error ModuleNotFoundError
import itertools
print(len(list(itertools.permutations(range(20)))))
