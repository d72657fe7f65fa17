import statistics as st
from fractions import Fraction
from decimal import Decimal
data = [2.5, 3.1, 4.7, 4.7, 5.0, 6.2, 8.9]
print(st.mean(data), st.fmean(data), st.median(data), st.median_low([1,2,3,4]), st.median_high([1,2,3,4]), st.median([1,2,3,4]))
print(st.mode(data), st.multimode("aabbbcccd"), st.mode(["x", "y", "y"]))
print(st.stdev(data), st.pstdev(data), st.variance(data), st.pvariance(data))
print(st.quantiles(data), st.quantiles(data, n=10), st.quantiles(data, n=4, method="inclusive"))
print(st.mean([1, 2, 3, 4]), st.mean([Fraction(1, 3), Fraction(2, 3)]), st.mean([Decimal("1.1"), Decimal("2.2")]))
print(st.variance([Fraction(1,2), Fraction(3,4), 1]), st.stdev([Decimal("1.5"), Decimal("2.5"), Decimal("4")]))
print(st.geometric_mean([1, 10, 100]), st.harmonic_mean([40, 60]), st.harmonic_mean([1, 2, 4], weights=[1,2,3]))
x = [1, 2, 3, 4, 5]; y = [2, 4, 5, 4, 5]
print(st.correlation(x, y), st.covariance(x, y))
lr = st.linear_regression(x, y)
print(lr, lr.slope, lr.intercept)
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7], interval=2))
print(st.mean([1, 2, 3]), type(st.mean([1, 2, 3])).__name__, st.mean([True, False]), st.median([3, 1, 2]))
nd = st.NormalDist(100, 15)
print(nd, nd.cdf(115), nd.inv_cdf(0.95), nd.pdf(100), nd.mean, nd.stdev, nd.variance)
print(st.NormalDist.from_samples([1, 2, 3, 4, 5]), nd.overlap(st.NormalDist(110, 10)), nd.zscore(130), nd.quantiles(4))
print(nd + 5, nd * 2, nd - st.NormalDist(10, 20))
for bad in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.mode([]), lambda: st.quantiles([1]), lambda: st.correlation([1,1,1],[1,2,3]), lambda: st.median([]), lambda: st.harmonic_mean([-1, 2]), lambda: st.linear_regression([1,2],[3])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(st.mean([1e308, 1e308]), st.fmean([1, 2, 3], weights=[3, 2, 1]))
print(st.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pvariance([0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]))
print(st.linear_regression([1, 2, 3], [2, 4, 6], proportional=True))
