import statistics, math
from itertools import combinations
data = {
    "height": [150, 160, 165, 170, 175, 180, 185],
    "weight": [50, 58, 63, 68, 74, 80, 88],
    "age": [23, 35, 31, 40, 28, 45, 38],
}
cols = list(data)
print(f"{'':>8}" + "".join(f"{c:>9}" for c in cols))
for a in cols:
    print(f"{a:>8}" + "".join(f"{statistics.correlation(data[a], data[b]):>9.3f}" for b in cols))
for a, b in combinations(cols, 2):
    slope, intercept = statistics.linear_regression(data[a], data[b])
    print(f"{b} ~ {a}: slope={slope:.4f} intercept={intercept:+.3f} r2={statistics.correlation(data[a], data[b]) ** 2:.4f}")
def zscores(xs):
    m, s = statistics.mean(xs), statistics.stdev(xs)
    return [round((x - m) / s, 3) for x in xs]
print({c: zscores(v) for c, v in data.items()})
def minmax(xs):
    lo, hi = min(xs), max(xs)
    return [round((x - lo) / (hi - lo), 4) for x in xs]
print(minmax(data["age"]))
bmi = [round(w / (h / 100) ** 2, 1) for h, w in zip(data["height"], data["weight"])]
print(bmi, statistics.mean(bmi), statistics.median_low(bmi), statistics.mode([round(b) for b in bmi]))
hist = {}
for a in data["age"]: hist.setdefault(f"{a // 10 * 10}s", []).append(a)
for k in sorted(hist): print(f"{k:<4} {'*' * len(hist[k]):<5} {hist[k]}")
cov = [[statistics.covariance(data[a], data[b]) for b in cols] for a in cols]
for row in cov: print(" ".join(f"{v:10.3f}" for v in row))
print(math.fsum(data["weight"]) / len(data["weight"]), statistics.geometric_mean(data["height"]), statistics.harmonic_mean(data["age"]))
nd = statistics.NormalDist.from_samples(data["height"])
print(nd, f"{nd.cdf(180):.4f}", f"{nd.inv_cdf(0.9):.2f}", [f"{x:.1f}" for x in nd.quantiles(4)])
