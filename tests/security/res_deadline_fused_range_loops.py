# expect: deadline
# args: --max-instructions 100000000000 --deadline 0.5
# wall: 1.5
# The fused range loops end a slice of fuel where the interpreter would:
# the deadline, checked when a slice runs out, stops them on time.
a = [0] * 1_000_000
b = [0] * 1_000_000
def fill(x):
    for j in range(1_000_000):
        a[j] = x
while True:
    fill(1)
    r = [j for j in range(1_000_000) if b[j]]
    for k in range(1_000_000):
        b[k] = 0
