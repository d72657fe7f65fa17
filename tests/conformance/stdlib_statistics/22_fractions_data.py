from fractions import Fraction as F
import statistics as st

data = [F(1, 2), F(3, 4), F(5, 6), F(1, 3), F(7, 8)]
print(repr(st.mean(data)), repr(st.median(data)), repr(st.median_low(data + [F(2)])), repr(st.median(data + [F(2)])))
print(repr(st.variance(data)), repr(st.pvariance(data)), st.stdev(data), st.pstdev(data))
print(repr(st.mode([F(1, 2), F(2, 4), F(1, 3)])), repr(st.harmonic_mean(data)), st.geometric_mean(data), st.fmean(data))
print(st.quantiles(data, n=4), st.quantiles(data, n=3, method='inclusive'))
print(repr(st.mean([F(1, 2), 1, 2])), st.mean([F(1, 2), 0.25]), repr(st.variance([F(1), 2, 3])), st.median_grouped(data))
print(st.correlation([F(1), F(2), F(3)], [F(2), F(4), F(7)]), st.linear_regression([F(1), F(2), F(3)], [1, 2, 4]))
print(repr(st.variance(data, F(2, 3))), repr(st.pvariance(data, mu=F(1, 2))))
