import random

random.seed(8)
print([random.randrange(3) for _ in range(15)])
print([random.randrange(-5, 5) for _ in range(10)])
print([random.randrange(100, 0, -10) for _ in range(8)])
print([random.randrange(0, 30, 4) for _ in range(8)])
print(random.randrange(2 ** 100))
print(random.randint(-2 ** 70, 2 ** 70))
print(random.randrange(10 ** 30, 10 ** 30 + 5))
print([random.randint(7, 7) for _ in range(3)])
print(random.randrange(True), random.randint(False, True))
lo, hi = 1, 1000
counts = [0] * 10
for _ in range(5000):
    counts[(random.randint(lo, hi) - 1) // 100] += 1
print(counts)
