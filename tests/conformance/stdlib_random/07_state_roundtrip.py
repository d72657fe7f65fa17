import random

random.seed(2718)
state = random.getstate()
print(type(state).__name__, len(state), state[0], type(state[1]).__name__, len(state[1]), state[2])
first = [random.random() for _ in range(3)]
random.setstate(state)
again = [random.random() for _ in range(3)]
print(first)
print('identical after setstate:', first == again)

# gauss keeps a cached value in the state
random.seed(9)
g1 = random.gauss(0, 1)
st = random.getstate()
print('gauss_next cached:', st[2] is not None)
g2 = random.gauss(0, 1)
random.setstate(st)
print('replay gauss:', g2 == random.gauss(0, 1))

# state can be moved to a separate generator
r = random.Random()
r.setstate(st)
random.setstate(st)
print([r.randint(0, 99) for _ in range(5)] == [random.randint(0, 99) for _ in range(5)])

for bad in [None, (3, (), None), (2, tuple(range(5)), None), 'state']:
    try:
        random.setstate(bad)
        print('accepted', bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
