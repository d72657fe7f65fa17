import statistics as st

data = [1e16, 1.0, -1e16]
print('mean', st.mean(data), 'naive', sum(data) / len(data), 'fmean', st.fmean(data))
vals = [0.1, 0.2, 0.3, 0.4]
print(st.mean(vals), sum(vals) / 4, st.variance(vals), st.stdev(vals), st.pstdev(vals))
shifted = [x + 1e9 for x in [4.0, 7.0, 13.0, 16.0]]
print('variance', st.variance(shifted), 'pvariance', st.pvariance(shifted))
m = sum(shifted) / len(shifted)
naive = sum((x - m) ** 2 for x in shifted) / (len(shifted) - 1)
print('naive two-pass', naive)
print(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
print(st.stdev([2, 4, 4, 4, 5, 5, 7, 9]), st.stdev([1, 2]), st.pstdev([1, 2]), st.stdev([0.0, 1e-300]))
print(st.stdev([10**20, 10**20 + 1, 10**20 + 2]), st.stdev([3 * 10**200, 10**200]))
print(st.mean([0.1] * 3), st.mean([1 / 3, 1 / 3, 1 / 3]), st.variance([1 / 3, 2 / 3, 1.0]))
