# expect: error RecursionError | error ModuleNotFoundError
import copy
x = []
for i in range(10**5):
    x = [x]
copy.deepcopy(x)
