from itertools import islice
print(list(islice([1, 2, 3], 2)))
islice([1, 2, 3])
