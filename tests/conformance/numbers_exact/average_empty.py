# Averaging an empty selection divides by zero.
scores = [88.5, 92.0, 79.25]
selected = [s for s in scores if s > 95]
print(f"{len(selected)} selected of {len(scores)}")
print(f"mean = {sum(selected) / len(selected):.2f}")
