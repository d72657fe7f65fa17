def add_totals(a: int, b: int) -> int:
    return a + b


print(add_totals(2, 3))
print(add_totals(2.5, 0.25))
print(add_totals("ab", "cd"))
counts: dict[str, int] = {"x": 1}
print(add_totals(counts["x"], 10))
print(add_totals("total: ", 5))
