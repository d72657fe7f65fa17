measurements = [12.5, 7.25, 3.0]
for m in measurements:
    print(f"{m:>8.2f}")
print(f"{len(measurements):d} values")
avg = sum(measurements) / len(measurements)
print(f"average {avg:.3f}")
print(f"as int {int(avg):d}, as percent of 10 {avg / 10:.0%}")
# 'd' only works for integers
print(f"rounded {avg:d}")
