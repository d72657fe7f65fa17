import statistics as st, math
data = [2.5, 3.1, 4.7, 3.1, 5.0, 6.2, 3.1, 4.4]
print(st.mean(data), st.median(data), st.mode(data), st.multimode([1, 1, 2, 2, 3]))
print(round(st.stdev(data), 6), round(st.pstdev(data), 6), round(st.variance(data), 6))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.fmean([1, 2, 3, 4]))
print(st.quantiles(data, n=4), st.quantiles(range(1, 11), n=10, method="inclusive"))
print(st.harmonic_mean([40, 60]), st.geometric_mean([1, 10, 100]))
print(st.correlation([1, 2, 3, 4], [2, 4, 5, 9]), st.linear_regression([1, 2, 3], [2, 4, 7]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(math.isclose(0.1 + 0.2, 0.3), math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.fsum([0.1] * 10))
print(math.gcd(12, 18, 30), math.lcm(4, 6), math.comb(10, 3), math.perm(5, 2), math.factorial(20))
print(math.sqrt(2), math.isqrt(99), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.prod([1, 2, 3, 4]))
print(math.log(100, 10), math.log2(1024), math.log10(0.001), math.exp(1) == math.e, math.pi)
print(math.degrees(math.pi / 2), math.radians(180), round(math.sin(math.pi / 6), 10), math.atan2(1, -1))
print(math.inf > 1e308, math.isnan(float("nan")), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3)
print(round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(12345, -2), round(1e16 + 1.5))
print(divmod(-17, 5), divmod(17.5, 4), pow(3, 4, 5), pow(2, -1, 7), 7 // -2, -7 / 2)
print(st.NormalDist(100, 15).cdf(130), st.NormalDist(0, 1).inv_cdf(0.975))
