import math
import statistics as st

latencies = [120, 95, 130, 88, 300, 101, 99, 115, 97, 2500, 110, 105]
print("mean", round(st.mean(latencies), 3), "fmean", st.fmean(latencies))
print("median", st.median(latencies), st.median_low(latencies), st.median_high(latencies))
print("grouped", st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print("stdev", round(st.stdev(latencies), 4), "pstdev", round(st.pstdev(latencies), 4))
print("var", st.variance([1, 2, 3, 4]), st.pvariance([1, 2, 3, 4]))
print("quantiles", st.quantiles(latencies, n=4), st.quantiles(latencies, n=10, method="inclusive"))
print("mode", st.mode("aabbbcc"), st.multimode("aabbcc"), st.multimode([]))
print("geo", round(st.geometric_mean([1, 10, 100]), 6), "harm", st.harmonic_mean([40, 60]))
xs = [1, 2, 3, 4, 5]
ys = [2.1, 3.9, 6.2, 7.8, 10.1]
print("corr", round(st.correlation(xs, ys), 6), "cov", st.covariance(xs, ys))
lr = st.linear_regression(xs, ys)
print(lr, round(lr.slope, 4), round(lr.intercept, 4))
q1, q2, q3 = st.quantiles(latencies, n=4)
iqr = q3 - q1
outliers = [x for x in latencies if x < q1 - 1.5 * iqr or x > q3 + 1.5 * iqr]
print("outliers", outliers)
nd = st.NormalDist(100, 15)
print(nd, round(nd.cdf(130), 6), round(nd.inv_cdf(0.95), 4), nd.mean, nd.stdev, round(nd.pdf(100), 6))
print(st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
print(round(nd.overlap(st.NormalDist(110, 10)), 6), nd + 5, nd * 2)
for bad in ([], [1]):
    try:
        st.stdev(bad)
    except st.StatisticsError as e:
        print("StatisticsError:", e)
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-10, 0, abs_tol=1e-9), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.comb(52, 5), math.perm(10, 3), math.factorial(20), math.prod([1.5, 2, 4]), math.prod([], start=7))
print(math.gcd(48, 180, 24), math.lcm(4, 6, 10), math.isqrt(10**20 + 1), math.dist((0, 0), (3, 4)), math.hypot(1, 2, 2))
print(math.log(1000, 10), math.log2(1024), math.log10(0.001), math.log1p(1e-10), math.expm1(1e-10))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(-2.5), round(3.5), round(2.675, 2))
print(math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.remainder(7, 3), math.modf(-3.25), math.frexp(40.0), math.ldexp(0.625, 6))
print(math.degrees(math.pi), round(math.radians(180), 12), math.atan2(-1, -1), math.inf > 1e308, math.nan != math.nan)
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.isfinite(1e308 * 10), math.isnan(float("nan")))
print(math.cos(math.pi / 3), math.sin(math.pi), math.tan(math.pi / 4), math.sqrt(2), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
for f, a in [(math.sqrt, -1), (math.log, 0), (math.factorial, -1), (math.factorial, 2.5), (math.comb, -1)]:
    try:
        f(a) if f is not math.comb else f(a, 2)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError:", e)
