from itertools import product, combinations
try:
    combinations([1, 2], -1)
except ValueError as e:
    print('ValueError', e)
product('ab', repeat=-1)
