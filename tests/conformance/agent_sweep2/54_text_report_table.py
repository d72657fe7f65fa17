rows = [("Product", "Qty", "Price"), ("Apple", 3, 0.5), ("Banana split", 12, 4.25), ("Cherry", 100, 12.0)]
widths = [max(len(str(r[i])) for r in rows) for i in range(3)]
sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
print(sep)
for i, r in enumerate(rows):
    cells = []
    for j, v in enumerate(r):
        if isinstance(v, float):
            cells.append(f" {v:>{widths[j]}.2f} ")
        elif isinstance(v, int):
            cells.append(f" {v:>{widths[j]}} ")
        else:
            cells.append(f" {v:<{widths[j]}} ")
    print("|" + "|".join(cells) + "|")
    if i == 0:
        print(sep.replace("-", "="))
print(sep)
total = sum(q * p for _, q, p in rows[1:])
print(f"{'TOTAL':>{sum(widths) + 4}} {total:>{widths[2]}.2f}")
print("{:^30}".format(" Summary "), "{:=^30}".format(""))
