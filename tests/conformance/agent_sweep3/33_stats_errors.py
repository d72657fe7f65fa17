import statistics as st
from fractions import Fraction
from decimal import Decimal
cases = [lambda: st.mean(["a"]), lambda: st.mean([1, "2"]), lambda: st.variance([1, 2], xbar="x"), lambda: st.geometric_mean([0, 1]),
         lambda: st.geometric_mean([]), lambda: st.harmonic_mean([]), lambda: st.harmonic_mean([1], weights=[1, 2]), lambda: st.fmean([]),
         lambda: st.fmean([1, 2], weights=[1]), lambda: st.quantiles([1, 2, 3], n=0), lambda: st.quantiles([1, 2], method="bogus"),
         lambda: st.covariance([1], [1]), lambda: st.covariance([1, 2], [1]), lambda: st.correlation([1, 2], [3, 3]),
         lambda: st.linear_regression([1, 1], [2, 3]), lambda: st.NormalDist(0, -1), lambda: st.NormalDist.from_samples([1]),
         lambda: st.NormalDist().inv_cdf(0), lambda: st.pvariance([]), lambda: st.median_grouped([]), lambda: st.mean(iter([])),
         lambda: st.mean([1.5, Fraction(1, 2)]), lambda: st.stdev(["a", "b"]),
         lambda: st.mode([[1], [1]]), lambda: st.median(["b", "a", "c"]), lambda: st.multimode([]), lambda: st.mean({1: "a", 3: "b"}),
         lambda: st.pstdev([Decimal("1"), Decimal("3")]), lambda: st.variance([1, 2, 3, 4], xbar=2), lambda: st.fmean(x for x in [1, 2])]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__ + ":", e)
print(st.mean([1, 2, 3, 4]), st.mean([1, 2, 3]), st.mean([0.5, 1]), st.mean([Fraction(1), 2]), st.median([1, 2]), st.median([Fraction(1), Fraction(2)]))
print(st.variance([1, 2, 3, 4]), st.variance([1.0, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.stdev([2, 4, 4, 4, 5, 5, 7, 9]), st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
print(st.quantiles(range(1, 101), n=4), st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=5, method="inclusive"), st.quantiles([3.5, 1.25], n=3))
