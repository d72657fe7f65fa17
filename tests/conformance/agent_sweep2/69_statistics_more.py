import statistics as st
xs = [1, 2, 3, 4, 5, 6]
ys = [2.1, 3.9, 6.2, 8.1, 9.8, 12.2]
print(round(st.correlation(xs, ys), 6), round(st.covariance(xs, ys), 6))
lr = st.linear_regression(xs, ys)
print(round(lr.slope, 6), round(lr.intercept, 6))
print(st.harmonic_mean([40, 60]), round(st.geometric_mean([1, 10, 100]), 6))
print(st.multimode("aabbbcccc"), st.multimode([1, 1, 2, 2]), st.mode(["x", "y", "y"]))
print(st.median_grouped([1, 2, 2, 3, 4]), st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
print(st.variance([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
from fractions import Fraction
from decimal import Decimal
print(st.mean([Fraction(1, 2), Fraction(1, 3)]), st.mean([Decimal("1.1"), Decimal("2.2")]))
print(st.median([3, 1, 2]), st.median([]) if False else "", st.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=4, method="inclusive"))
nd = st.NormalDist(100, 15)
print(round(nd.cdf(115), 6), round(nd.inv_cdf(0.975), 4), nd.mean, nd.stdev)
try:
    st.variance([1])
except st.StatisticsError as e:
    print(e)
