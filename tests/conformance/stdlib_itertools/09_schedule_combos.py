# Enumerate meeting slots and team pairings.
from itertools import product, combinations, permutations, combinations_with_replacement, cycle, count, repeat, islice

days = ["Mon", "Tue"]
hours = [9, 14]
print(list(product(days, hours)))
print(list(product("ab", repeat=2)))
people = ["ann", "bob", "cy", "dee"]
print(len(list(combinations(people, 2))), list(combinations(people, 3))[:2])
print(list(permutations("abc", 2)), len(list(permutations(range(5)))))
print(list(combinations_with_replacement("xy", 2)))
rota = cycle(people)
print([next(rota) for _ in range(6)])
print(list(islice(count(10, 5), 4)), list(islice(count(1.5, 0.5), 3)), list(repeat("x", 3)))
print(list(zip(count(), "abc")), list(map(pow, range(4), repeat(2))))
