# Fold order lines with operator functions instead of lambdas.
from functools import reduce
from itertools import accumulate, starmap
import operator as op

qty = [2, 1, 5]
price = [9.99, 24.5, 1.25]
line_totals = list(map(op.mul, qty, price))
print(line_totals, round(reduce(op.add, line_totals), 2))
print(list(accumulate(qty, op.add)), list(accumulate(qty, op.mul)), reduce(op.or_, [{1}, {2}, {1, 3}]))
print(list(starmap(op.pow, [(2, 3), (3, 2)])), sum(map(op.mul, [1, 2, 3], [4, 5, 6])))
flags = [True, False, True]
print(reduce(op.and_, flags), reduce(op.or_, flags), reduce(op.xor, [1, 2, 4, 8]))
matrix = [[1, 2], [3, 4]]
print(list(map(op.itemgetter(1), matrix)), reduce(op.concat, matrix))
