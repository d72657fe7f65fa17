# Nested f-strings with a missing price.
prices = {"tea": 1.2}
for item in ["tea", "coffee"]:
    print(f"{item:>8}: {f'{prices[item]:.2f}':>6}")
