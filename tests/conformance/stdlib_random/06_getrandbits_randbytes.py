import random

random.seed(5)
for k in [0, 1, 8, 31, 32, 33, 64, 100, 257]:
    print(k, random.getrandbits(k))
print(random.randbytes(0))
print(random.randbytes(7))
print(random.randbytes(16).hex())

# build a token from random bits
random.seed('session-token')
token = '%032x' % random.getrandbits(128)
print('token', token, len(token))

for bad in [-1]:
    try:
        random.getrandbits(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    random.randbytes(-1)
except ValueError as e:
    print(type(e).__name__, e)
