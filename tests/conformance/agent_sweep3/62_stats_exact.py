import statistics as st
from decimal import Decimal as D
from fractions import Fraction as F
print(st.mean([D("1.10"), 2, D("3.3")]), st.median([D("1"), D("2")]), st.stdev([D("1.5"), D("2.5"), D("2.5")]), st.pvariance([D("0.1"), D("0.3")]))
print(st.mean([F(1, 3), 1]), st.variance([F(1, 3), F(2, 3), 1]), st.pstdev([F(1), F(2)]), st.median([F(1, 3), F(1, 2)]), st.quantiles([F(1), F(2), F(3)], n=2))
print(st.mean([True, True, False]), st.fmean([D("1.5"), F(1, 2)]), st.geometric_mean([D("2"), D("8")]), st.harmonic_mean([F(1), F(3)]))
print(st.mean([1e308, -1e308, 5]), st.mean([0.1] * 10), st.variance([1e9 + 1, 1e9 + 2, 1e9 + 3]))
print(st.mode([1.0, 1, True]), st.multimode([1, 1.0, 2, 2]), st.median_grouped([1, 2, 2, 3, 4], interval=1), st.median_grouped([D("1"), D("2")]) if False else "")
print(type(st.mean([1, 2])).__name__, type(st.median([1, 3])).__name__, type(st.median([1, 2, 3])).__name__, type(st.variance([1, 2, 3])).__name__, type(st.stdev([1, 2, 3])).__name__)
