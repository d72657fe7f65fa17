scores = [88, 92, 79, 93, 85, 71, 100]
mean = sum(scores) / len(scores)
print(mean)
ordered = sorted(scores)
mid = len(ordered) // 2
median = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
print(median)
variance = sum([(s - mean) ** 2 for s in scores]) / len(scores)
print(variance)
std = variance ** 0.5
print(std, round(std, 3))
print(f"{mean:.2f} {std:.4f}")
print(max(scores) - min(scores))
