import statistics as st
latencies = [120, 95, 130, 2100, 101, 99, 88, 143, 110, 97, 105, 3100, 92, 99]
q = st.quantiles(latencies, n=100)
print(f"n={len(latencies)} mean={st.mean(latencies):.1f} median={st.median(latencies)} p90={q[89]:.1f} p99={q[98]:.1f}")
print(f"stdev={st.stdev(latencies):.2f} pstdev={st.pstdev(latencies):.2f} mode={st.mode(latencies)} multimode={st.multimode(latencies)}")
mu, sigma = st.mean(latencies), st.stdev(latencies)
print("outliers:", [x for x in latencies if abs(x - mu) > 2 * sigma])
clean = [x for x in latencies if x < 1000]
print(st.mean(clean), round(st.fmean(clean), 3), st.median_low(clean), st.median_high(clean), st.quantiles(clean, n=4))
heights = [160.5, 172.0, 181.2, 158.9, 175.3]; weights = [55.0, 70.1, 82.4, 51.2, 72.8]
print(round(st.correlation(heights, weights), 6), round(st.covariance(heights, weights), 4))
slope, intercept = st.linear_regression(heights, weights)
print(f"w = {slope:.4f} * h + {intercept:.4f}", [round(slope * h + intercept, 1) for h in heights])
nd = st.NormalDist.from_samples(clean)
print(nd, round(nd.cdf(120), 4), [round(v, 2) for v in nd.quantiles(4)])
grades = {"ann": [88, 92, 79], "bob": [65, 70], "cy": [95]}
for n, g in grades.items():
    print(f"{n:<4} mean={st.mean(g):6.2f} stdev={st.stdev(g) if len(g) > 1 else float('nan'):6.2f}")
