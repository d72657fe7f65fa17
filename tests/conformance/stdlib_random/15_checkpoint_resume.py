import random

# checkpoint a simulation's generator and resume it later
random.seed(2718)
state = random.getstate()
print(type(state).__name__, len(state), state[0], len(state[1]), state[2])
first = [random.random() for _ in range(3)]
random.setstate(state)
again = [random.random() for _ in range(3)]
print(first)
print('identical after setstate:', first == again)

random.seed(9)
g1 = random.gauss(0, 1)
st = random.getstate()
print('gauss_next cached:', st[2] is not None)
g2 = random.gauss(0, 1)
random.setstate(st)
print('replay gauss:', g2 == random.gauss(0, 1))

rng = random.Random()
rng.setstate(st)
random.setstate(st)
print([rng.randint(0, 99) for _ in range(5)] == [random.randint(0, 99) for _ in range(5)])

walk = random.Random(5)
positions = []
pos = 0
saved = None
for step in range(20):
    if step == 10:
        saved = (walk.getstate(), pos)
    pos += walk.choice((-1, 1))
    positions.append(pos)
print(positions)
walk.setstate(saved[0])
pos = saved[1]
replay = []
for step in range(10):
    pos += walk.choice((-1, 1))
    replay.append(pos)
print(replay == positions[10:], replay)

try:
    random.setstate((2, tuple(range(5)), None))
except ValueError as e:
    print(type(e).__name__, e)
try:
    random.setstate((3, tuple(range(10)), None))
except ValueError as e:
    print(type(e).__name__, e)
