import time

class Timer:
    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.elapsed = time.perf_counter() - self.start
        return False

with Timer() as t:
    total = sum(i * i for i in range(20000))
print('total', total)
print('elapsed is float:', isinstance(t.elapsed, float), 'nonnegative:', t.elapsed >= 0)

start = time.monotonic()
r = time.sleep(0.01)
waited = time.monotonic() - start
print('sleep returned', r)
print('waited at least 10ms:', waited >= 0.01)

s_ns = time.perf_counter_ns()
time.sleep(0.005)
d_ns = time.perf_counter_ns() - s_ns
print('ns delta int:', type(d_ns) is int, 'at least 5ms:', d_ns >= 5000000)

time.sleep(0)
print('sleep(0) ok')
for bad in (-1, 'x', None):
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
