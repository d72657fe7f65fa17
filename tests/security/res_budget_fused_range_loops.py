# expect: budget
# args: --max-instructions 3000000
# The fused range loops (a fill a[j] = x, its global form, and the filter
# comprehension [j for j in range(n) if a[j]]) charge every instruction
# they stand for: a snippet made only of them stops at the budget.
a = [0] * 100_000
b = [1, 0, True, None] * 25_000
def fill(x):
    for j in range(100_000):
        a[j] = x
def keep():
    return [j for j in range(100_000) if b[j]]
n = 0
while True:
    fill(n)
    for k in range(-100_000, 0):
        a[k] = k
    n += len(keep())
