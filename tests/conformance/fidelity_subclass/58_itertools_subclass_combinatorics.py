# product, permutations and combinations subclasses.
from itertools import product, permutations, combinations, combinations_with_replacement

class Words(product):
    def __next__(self):
        return "".join(super().__next__())

print(list(Words("ab", "xy")))
print(list(Words("01", repeat=2)))

class Orders(permutations):
    count = 0

    def __next__(self):
        Orders.count += 1
        return super().__next__()

print(len(list(Orders(range(4), 2))), Orders.count)

class Teams(combinations):
    def __init__(self, players, size):
        self.size = size

t = Teams(["ann", "bo", "cy", "di"], 3)
print(t.size, [", ".join(x) for x in t])

class Dice(combinations_with_replacement):
    pass

print(sum(1 for _ in Dice(range(1, 7), 2)), type(Dice([], 1)).__name__)
try:
    Teams([1, 2], -1)
except ValueError as e:
    print("ValueError:", e)
