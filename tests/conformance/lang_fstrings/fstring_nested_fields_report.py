sales = {"north": [120.5, 98.25], "south": [45.0], "east": []}
width = max(len(r) for r in sales) + 1
for region, values in sales.items():
    total = sum(values)
    print(f"{region:<{width}}{f'{total:,.2f}' if values else 'n/a':>10} {f'({len(values)} sales)'}")
best = max(sales, key=lambda r: sum(sales[r]))
print(f"best: {best.upper()} with {f'{sum(sales[best]):.1f}'}")
print(f"{'|'.join(f'{r[0]}:{len(v)}' for r, v in sales.items())}")
