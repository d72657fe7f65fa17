import random
from collections import Counter

random.seed(7)
colors = ['red', 'green', 'blue']
print(random.choice(colors))
print(random.choices(colors, k=8))
print(random.choices(colors, weights=[10, 1, 1], k=12))
print(random.choices(colors, cum_weights=[1, 2, 10], k=12))

random.seed(99)
draws = random.choices(['win', 'lose', 'draw'], weights=[0.2, 0.5, 0.3], k=1000)
c = Counter(draws)
print(sorted(c.items()))

print(random.choices(range(100), k=5))
print(random.choices('abc'))
print(random.choice('xyz'), random.choice(range(1000)), random.choice((1.5, 2.5)))

# float and Fraction weights
from fractions import Fraction
print(random.choices('ab', weights=[Fraction(1, 3), Fraction(2, 3)], k=6))
print(random.choices('abcd', weights=[0, 0, 1, 0], k=4))
