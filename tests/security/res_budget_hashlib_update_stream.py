# expect: budget
# wall: 5
# update() hashes at once and charges every byte before hashing it, so a
# stream of updates that never asks for a digest still stops on the budget.
import hashlib
x = b'z' * 4_000_000
h = hashlib.sha3_512()
while True:
    h.update(x)
