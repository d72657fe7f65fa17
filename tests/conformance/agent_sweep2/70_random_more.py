import random
random.seed(2024)
print([random.randint(1, 6) for _ in range(8)])
print(random.sample(["a", "b", "c", "d", "e"], k=3), random.sample(range(10), k=4))
print(random.choices(range(5), cum_weights=[1, 2, 3, 4, 10], k=6))
print(round(random.expovariate(1.5), 10), round(random.betavariate(2, 3), 10))
print(round(random.normalvariate(5, 2), 10), round(random.lognormvariate(0, 1), 10))
print(round(random.vonmisesvariate(1, 2), 10), round(random.gammavariate(2, 1), 10), round(random.paretovariate(3), 10))
print(round(random.weibullvariate(1, 2), 10))
items = list("abcdefgh")
random.shuffle(items); print(items)
print(random.randrange(10), random.randrange(5, 50, 5), random.choice("xyz"))
state = random.getstate()
a = random.random()
random.setstate(state)
print(a == random.random())
print(random.sample(["r", "g"], counts=[3, 1], k=4))
print(random.randbytes(4).hex())
try:
    random.choice([])
except IndexError as e:
    print(e)
try:
    random.sample(range(3), 5)
except ValueError as e:
    print(e)
