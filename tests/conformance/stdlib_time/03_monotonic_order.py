import time

samples = [time.monotonic() for _ in range(200)]
print('monotonic non-decreasing:', all(a <= b for a, b in zip(samples, samples[1:])))
ns = [time.monotonic_ns() for _ in range(200)]
print('monotonic_ns non-decreasing:', all(a <= b for a, b in zip(ns, ns[1:])))
pc = [time.perf_counter() for _ in range(200)]
print('perf_counter non-decreasing:', all(a <= b for a, b in zip(pc, pc[1:])))
pcn = [time.perf_counter_ns() for _ in range(200)]
print('perf_counter_ns ints:', all(type(x) is int for x in pcn))

# process time only grows while we compute
p0 = time.process_time()
x = 0
for i in range(100000):
    x += i % 7
p1 = time.process_time()
print('work', x, 'cpu delta nonnegative:', p1 - p0 >= 0)
q0 = time.process_time_ns()
q1 = time.process_time_ns()
print('process_time_ns', type(q0).__name__, q1 >= q0)

def measure(fn, repeat=3):
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best

best = measure(lambda: sorted(range(5000, 0, -1)))
print('best timing is float >= 0:', isinstance(best, float) and best >= 0)
