import random
random.seed(42)
print(random.random(), random.randint(1, 100), random.choice("abcdef"), random.uniform(1, 10))
deck = list(range(1, 11)); random.shuffle(deck); print(deck)
print(random.sample(range(100), 5), random.sample(["x", "y", "z"], k=3), random.choices("abc", k=6))
print(random.choices(["win", "lose"], weights=[0.2, 0.8], k=5), random.choices(range(5), cum_weights=[1, 2, 3, 4, 10], k=4))
print(round(random.gauss(0, 1), 12), round(random.normalvariate(10, 2), 12), random.randrange(0, 100, 7), random.getrandbits(40))
print(round(random.expovariate(1.5), 12), round(random.betavariate(2, 3), 12), round(random.triangular(0, 10, 3), 12))
print(round(random.lognormvariate(0, 1), 12), round(random.vonmisesvariate(1, 2), 12), round(random.gammavariate(2.5, 1), 12), round(random.paretovariate(3), 12), round(random.weibullvariate(1, 2), 12))
r = random.Random(2024)
print([r.randint(1, 6) for _ in range(10)], r.random(), r.choice([10, 20, 30]))
state = r.getstate(); a = r.random(); r.setstate(state); print(a == r.random())
random.seed("hello"); print(random.random())
random.seed(b"bytes"); print(random.random())
random.seed(12345678901234567890); print(random.randint(0, 10**20))
random.seed(-5); print(random.random())
random.seed(3.5) if False else random.seed(7); print(random.sample(range(10), 10), random.randbytes(6).hex())
r2 = random.Random(1)
ids = [f"{r2.randrange(16**6):06x}" for _ in range(4)]
print(ids)
random.seed(99)
population = [{"name": n, "score": random.randint(50, 100)} for n in "abcdefgh"]
print(population)
winners = random.sample(population, 2)
print([w["name"] for w in winners])
print(random.choices(population, weights=[p["score"] for p in population], k=3)[0]["name"])
random.seed(0); lst = list("abcdefghij"); random.shuffle(lst); print("".join(lst))
random.seed(0); print([round(random.uniform(-1, 1), 6) for _ in range(4)], random.randrange(10), random.randrange(5, 10), random.randrange(10, 0, -3))
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    random.sample([1, 2], 3)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randint(5, 1)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randrange(0)
except ValueError as e:
    print("ValueError:", e)
