import statistics as st

prices = {'apple': 1.20, 'pear': 0.95, 'kiwi': 0.50, 'mango': 2.10, 'plum': 0.75}
print(st.mean(prices.values()), st.median(prices.values()), st.stdev(prices.values()))
print(st.mean(p for p in prices.values() if p > 0.6), st.fmean(iter([1, 2, 3])))
print(st.variance(x * x for x in range(6)), st.pstdev(map(float, '1 2 3 4'.split())))
print(st.median(len(w) for w in 'a bb ccc dddd eeeee'.split()), st.mode(c for c in 'hello world' if c != ' '))
print(st.quantiles(iter(range(20)), n=4), st.harmonic_mean(iter([1, 2, 4])), st.geometric_mean(iter([1, 3, 9])))
print(st.mean(range(5)), st.median(range(4)), st.mean((1, 2, 3)), st.mean({4, 8}))
print(st.correlation(range(5), [2, 4, 5, 4, 5]), st.linear_regression(range(5), (1, 3, 5, 7, 9)))
