columns = ["name", "qty", "price"]
rows = [["apple", 3, 0.5], ["watermelon", 1, 3.25]]
widths = [max(len(str(r[i])) for r in rows + [columns]) + 1 for i in range(3)]
print(widths)
print("".join(f"{c:>{w}}" for c, w in zip(columns, widths)))
for r in rows:
    print("".join(f"{str(v):>{w}}" for v, w in zip(r, widths)))
digits = 3
print(f"{2 / 3:.{digits}f} {2 / 3:{digits + 5}.{digits - 1}%}")
fill, align, size = "-", "^", 15
print(f"{'title':{fill}{align}{size}}")
