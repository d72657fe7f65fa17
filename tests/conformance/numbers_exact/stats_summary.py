# Descriptive statistics by hand, printed the way reports want them.
readings = [12.5, 13.1, 11.9, 14.2, 12.8, 13.7, 12.1, 15.0, 11.4, 13.3]
n = len(readings)
mean = sum(readings) / n
var = sum((r - mean) ** 2 for r in readings) / (n - 1)
std = var ** 0.5
srt = sorted(readings)
median = (srt[n // 2 - 1] + srt[n // 2]) / 2
print(f"n={n} mean={mean} median={median}")
print(f"mean={mean:.3f} std={std:.4f} var={var:.2e} cv={std / mean:.2%}")
print(f"min={min(readings)} max={max(readings)} range={max(readings) - min(readings):.1f}")
z = [(r - mean) / std for r in readings]
print(" ".join(f"{v:+.2f}" for v in z))
print(round(mean, 2), round(std, 3), round(var, 4), mean.is_integer(), (mean * 10).as_integer_ratio())
growth = [100 * 1.07 ** k for k in range(0, 31, 5)]
print([f"{g:,.0f}" for g in growth], f"{growth[-1] / growth[0] - 1:.1%}")
hours, rem = divmod(98765, 3600)
minutes, seconds = divmod(rem, 60)
print(f"{hours:02d}:{minutes:02d}:{seconds:02d}", divmod(-98765, 3600), divmod(98.765, 3.6))
