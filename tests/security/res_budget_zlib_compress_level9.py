# expect: budget
# wall: 5
# Level 9 over a two-letter alphabet, zlib's slowest input (microseconds a
# byte): the whole input is charged by its level's worst case before
# deflate starts, so the run stops within its time.
import zlib
import random
random.seed(1)
data = bytes(random.choice(b'ab') for _ in range(100000))
while True:
    zlib.compress(data, 9)
