records = [("north", 120), ("south", 80), ("north", 60), ("east", 30), ("south", 20)]
regions = sorted({r for r, _ in records})
totals = {r: sum(v for reg, v in records if reg == r) for r in regions}
print(totals)
counts = {r: len([1 for reg, _ in records if reg == r]) for r in regions}
print(counts)
averages = {r: round(totals[r] / counts[r], 1) for r in regions}
print(averages)
ranked = {r: rank for rank, r in enumerate(sorted(totals, key=totals.get, reverse=True), 1)}
print(ranked)
nested = {r: {"total": totals[r], "share": f"{totals[r] / sum(totals.values()):.0%}"} for r in regions}
print(nested)
