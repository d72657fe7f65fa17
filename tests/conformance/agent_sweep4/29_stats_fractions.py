import statistics as st
from fractions import Fraction
data = [2.5, 3.1, 4.7, 3.1, 5.0, 6.2, 3.1, 4.4]
print(st.mean(data), st.median(data), st.mode(data), st.multimode([1, 1, 2, 2, 3]), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
print(round(st.stdev(data), 10), round(st.pstdev(data), 10), round(st.variance(data), 10), round(st.pvariance(data), 10))
print(st.quantiles(data, n=4), st.quantiles(range(1, 11), n=10, method="inclusive"), st.fmean([1, 2, 3, 4]), st.geometric_mean([1, 2, 4]), st.harmonic_mean([40, 60]))
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.median([3, 1, 2, 4]), st.mean([1, 2, 3]), type(st.mean([1, 2])).__name__, st.median_grouped([1, 2, 2, 3, 4], 1))
x = [1, 2, 3, 4, 5]; y = [2, 4, 5, 4, 5]
print(round(st.correlation(x, y), 10), st.covariance(x, y), st.linear_regression(x, y))
nd = st.NormalDist(100, 15)
print(nd, round(nd.cdf(130), 10), round(nd.inv_cdf(0.975), 8), nd.mean, nd.stdev, round(nd.pdf(100), 10), round(nd.overlap(st.NormalDist(110, 15)), 10))
print(st.NormalDist.from_samples([1, 2, 3, 4, 5]), nd + 5, nd * 2, round(nd.zscore(115), 6), [round(q, 4) for q in nd.quantiles(4)])
for bad in ([], [1]):
    try:
        print(st.stdev(bad))
    except st.StatisticsError as e:
        print("StatisticsError:", e)
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.mode([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(Fraction(3, 4) + Fraction(1, 6), Fraction("0.125"), Fraction(0.1), Fraction(0.1).limit_denominator(100), Fraction("3/-6") if False else Fraction(3, -6))
f = Fraction(22, 7)
print(f, repr(f), float(f), f.numerator, f.denominator, int(f), round(f, 2), f"{float(f):.5f}", f ** 2, f ** -1, abs(-f), f // 1, f % 1)
print(Fraction(1, 3) == 1 / 3, Fraction(1, 2) == 0.5, Fraction(5, 10) < 0.6, sum(Fraction(1, n) for n in range(1, 7)), Fraction(1.5).as_integer_ratio())
print(Fraction("1e-3"), Fraction("-2.5e2"), Fraction(Fraction(1, 2), Fraction(1, 3)), Fraction(7).is_integer() if hasattr(Fraction, "is_integer") else "", math_ok := True)
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    Fraction("abc")
except ValueError as e:
    print("ValueError:", e)
print(sorted([Fraction(1, 3), 0.3, Fraction(2, 7), 1]), max(Fraction(9, 10), 0.95), Fraction(2, 3) * 3 == 2, hash(Fraction(1, 2)) == hash(0.5))
scores = {"ann": [88, 92, 79], "bob": [70, 65, 90], "cy": [95, 98, 91]}
for name, s in sorted(scores.items(), key=lambda kv: -st.mean(kv[1])):
    print(f"{name:<4} mean={st.mean(s):6.2f} med={st.median(s):>5} sd={st.stdev(s):.3f}")
