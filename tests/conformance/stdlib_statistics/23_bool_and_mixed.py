import statistics as st
from fractions import Fraction

passed = [True, False, True, True, False, True]
print('pass rate', st.mean(passed), st.mean([True, True]), repr(st.median(passed)), st.mode(passed))
print(st.mean([1, 2, 3, 4]), st.mean([1, 2, 3, 4, 5]), st.mean([1, 2.5]), st.mean([1, Fraction(1, 2)]), st.mean([0.5, Fraction(1, 2)]))
print(type(st.mean([2, 4])).__name__, type(st.mean([1, 2])).__name__, type(st.mean([1.0, 3.0])).__name__)
print(st.variance([1, 2.0, 3]), st.pvariance([True, False]), st.stdev([1, 2, 3, Fraction(1, 2)]))
print(st.mean(range(1, 101)), st.median(range(1, 101)), st.pstdev(range(1, 101)))
print(st.mean([10**20, 10**20 + 1]), st.mean([10**30, 1]), st.variance([10**15, 10**15 + 2, 10**15 + 4]))
print(st.mean([-1.5, -2.5]), st.median([-5, 5]), st.mean([0.0, -0.0]))
