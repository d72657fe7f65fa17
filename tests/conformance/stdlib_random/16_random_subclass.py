# A seeded generator with helpers, as a simulation framework might define it.
import random


class Dice(random.Random):
    def roll(self, sides=6):
        return self.randint(1, sides)

    def roll_many(self, n, sides=6):
        return [self.roll(sides) for _ in range(n)]


d = Dice(42)
print(d.roll(), d.roll(20), d.roll_many(5))
print(isinstance(d, random.Random), type(d).__name__)

again = Dice(42)
print(again.roll(), again.roll(20), again.roll_many(5))


class Tagged(random.Random):
    def __init__(self, seed, tag):
        super().__init__(seed)
        self.tag = tag

    def pick(self, items):
        return f"{self.tag}:{self.choice(items)}"


t = Tagged(7, "lot")
print(t.pick(["a", "b", "c"]), t.pick(range(100)), t.tag)

state = d.getstate()
first = d.random()
d.setstate(state)
print(first == d.random())

plain = Dice()
print(1 <= plain.roll() <= 6)

try:
    Dice(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
