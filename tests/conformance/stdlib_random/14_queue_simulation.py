import random

rng = random.Random(2023)
t = 0.0
arrivals = []
for _ in range(10):
    t += rng.expovariate(2.0)
    arrivals.append(round(t, 4))
print('arrivals', arrivals)

service = [round(rng.gammavariate(2.0, 0.3), 4) for _ in range(10)]
print('service', service)

clock = 0.0
waits = []
for arr, svc in zip(arrivals, service):
    start = max(clock, arr)
    waits.append(start - arr)
    clock = start + svc
print('avg wait %.6f' % (sum(waits) / len(waits)))
print('finish %.6f' % clock)

heights = [rng.normalvariate(170, 8) for _ in range(5)]
print(['%.3f' % h for h in heights])
incomes = [rng.lognormvariate(10, 0.8) for _ in range(3)]
print(['%.2f' % x for x in incomes])
fail_times = [rng.weibullvariate(1000, 1.5) for _ in range(3)]
print(fail_times)
wealth = [rng.paretovariate(1.16) for _ in range(3)]
print(wealth)
ctr = [rng.betavariate(3, 97) for _ in range(3)]
print(ctr)
angles = [rng.vonmisesvariate(3.14159, 2.0) for _ in range(3)]
print(angles)
print(rng.triangular(1, 3, 2), rng.uniform(0, 0.5))
