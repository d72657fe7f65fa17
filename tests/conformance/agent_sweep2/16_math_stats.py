import math, statistics as st
data = [2.5, 3.1, 4.7, 1.2, 3.3, 5.9, 2.8]
print(st.mean(data), st.median(data), st.mode([1, 2, 2, 3]))
print(round(st.stdev(data), 6), round(st.pvariance(data), 6))
print(st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]))
print(st.quantiles(data, n=4), st.fmean([1, 2, 3]))
print(math.sqrt(2), math.hypot(3, 4), math.floor(-2.5), math.ceil(2.1))
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2, math.fsum([0.1] * 10))
print(math.gcd(12, 18), math.lcm(4, 6), math.factorial(20), math.comb(10, 3), math.perm(5, 2))
print(math.log(100, 10), math.log2(1024), math.log10(0.001), math.exp(1))
print(math.degrees(math.pi), math.radians(180), round(math.sin(math.pi / 6), 10))
print(math.inf > 1e308, math.isnan(float("nan")), math.copysign(3, -0.0))
print(math.trunc(-3.7), math.modf(3.25), math.frexp(8.0), math.prod([1, 2, 3, 4]))
print(math.isqrt(99), math.dist((0, 0), (3, 4)))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
