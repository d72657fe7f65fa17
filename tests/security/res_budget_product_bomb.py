# expect: budget | error ModuleNotFoundError
import itertools
print(sum(1 for _ in itertools.product(range(10), repeat=12)))
