# expect: memory
# args: --max-memory 256M --max-instructions 100000000
# Reaching the memory cap must cost about what the same allocations cost far
# from it: collections near the cap are paced, not run at every safe point.
import itertools
x = list(itertools.product(range(10), repeat=12))
print('SANDBOX-ESCAPE: a list of 10**12 tuples fit', len(x))
