def stats(values):
    if not values:
        return None
    return min(values), max(values)


lo, hi = stats([4, 8, 1])
print(lo, hi)
lo, hi = stats([7])
print(lo, hi)
lo, hi = stats([])
print(lo, hi)
