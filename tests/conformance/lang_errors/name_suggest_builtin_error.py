scores = [88, 92, 79]
average = sum(scores) / len(scores)
print("average computed")
lenght = len(scores)
best = max(scores)
worst = min(scores)
print("best", best, "worst", worst)
spread = best - worst
print("spread", spread)
pirnt(f"average of {lenght} scores: {average:.1f}")
