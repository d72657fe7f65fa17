# Running totals with itertools.accumulate and a custom step.
import itertools

def step(total, x):
    return total + int(x)

print(list(itertools.accumulate([1, 2, 3])))
print(list(itertools.accumulate(["1", "2", "three"], step)))
