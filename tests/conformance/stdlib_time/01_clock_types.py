import time

clocks = [
    ('time', time.time), ('time_ns', time.time_ns),
    ('monotonic', time.monotonic), ('monotonic_ns', time.monotonic_ns),
    ('perf_counter', time.perf_counter), ('perf_counter_ns', time.perf_counter_ns),
    ('process_time', time.process_time), ('process_time_ns', time.process_time_ns),
]
for name, fn in clocks:
    v = fn()
    print('%-16s %-5s nonnegative=%s' % (name, type(v).__name__, v >= 0))

# the ns variants agree with the float clocks within a second
pairs = [(time.time, time.time_ns), (time.monotonic, time.monotonic_ns),
         (time.perf_counter, time.perf_counter_ns), (time.process_time, time.process_time_ns)]
for f, fns in pairs:
    a = f()
    b = fns() / 1e9
    print(f.__name__, 'close to', fns.__name__, abs(b - a) < 1.0)

now = time.time()
print('after 2020:', now > 1577836800, 'before 2200:', now < 7258118400)
