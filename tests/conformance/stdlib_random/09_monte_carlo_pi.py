import random
import math

rng = random.Random(20240601)
N = 20000
inside = 0
for _ in range(N):
    x, y = rng.random(), rng.random()
    if x * x + y * y <= 1.0:
        inside += 1
est = 4 * inside / N
print('inside', inside, 'of', N)
print('pi estimate', est)
print('error %.5f' % abs(est - math.pi))

# estimate the expected value of a die roll
rolls = [rng.randint(1, 6) for _ in range(6000)]
print('mean roll', sum(rolls) / len(rolls))
print('counts', [rolls.count(i) for i in range(1, 7)])

# random walk
pos = 0
maxpos = 0
for _ in range(1000):
    pos += rng.choice((-1, 1))
    maxpos = max(maxpos, pos)
print('final', pos, 'max', maxpos)
