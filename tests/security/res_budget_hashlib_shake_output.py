# expect: budget|memory
# wall: 3
# Huge SHAKE outputs: charged per byte produced and bounded by the memory
# cap, never allocated outside the account.
import hashlib
h = hashlib.shake_256(b'seed')
out = []
for n in (10**6, 10**7, 6 * 10**7, 10**9, 10**12):
    out.append(len(h.digest(n)))
    print(out[-1])
