import random

random.seed(42)
print(random.random())
print(random.random())
print([random.randint(1, 6) for _ in range(10)])
print(random.uniform(1.5, 3.5))
print(random.randrange(10), random.randrange(5, 50), random.randrange(0, 100, 7))

random.seed(42)
first = random.random()
random.seed(42)
print('reproducible:', first == random.random())

for s in ["hello", b"bytes", 3.25, -7, 2 ** 80]:
    random.seed(s)
    print(repr(s), round(random.random(), 12), random.randint(0, 1000))

random.seed(123, version=1)
print('v1 str seed', random.random())
random.seed("abc", version=1)
print('v1 str abc', random.random())
