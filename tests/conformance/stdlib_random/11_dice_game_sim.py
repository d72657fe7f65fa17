import random
from collections import Counter

def play(rng, rounds=100):
    scores = {'p1': 0, 'p2': 0}
    for _ in range(rounds):
        r1 = rng.randint(1, 6) + rng.randint(1, 6)
        r2 = rng.randint(1, 6) + rng.randint(1, 6)
        if r1 > r2:
            scores['p1'] += 1
        elif r2 > r1:
            scores['p2'] += 1
    return scores

for seed in (1, 2, 3):
    print(seed, play(random.Random(seed)))

rng = random.Random(77)
sums = Counter(rng.randint(1, 6) + rng.randint(1, 6) for _ in range(3600))
for total in range(2, 13):
    print('%2d %4d %s' % (total, sums[total], '#' * (sums[total] // 20)))
