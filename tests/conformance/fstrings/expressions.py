values = [3, 1, 4, 1, 5, 9, 2, 6]
print(f"count={len(values)}, mean={sum(values) / len(values):.3f}")
print(f"sorted={sorted(values)}")
print(f"{'even' if len(values) % 2 == 0 else 'odd'}")
print(f"{values[2:5]} {values[::-1][0]}")
print(f"{[v * 2 for v in values if v > 3]}")
print(f"{', '.join([str(v) for v in values])}")
a, b = 7, 3
print(f"{a} // {b} = {a // b}, {a} % {b} = {a % b}")
print(f"{a / b:.4}")
print(f"{(a, b)} {str(a) + str(b)}")
