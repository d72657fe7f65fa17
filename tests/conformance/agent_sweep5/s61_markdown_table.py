# Parse a markdown-ish table into records and summarize.
table = """
| Product | Qty | Unit Price |
|---------|----:|-----------:|
| Pen     |  10 |       1.20 |
| Notebook|   3 |       4.75 |
| Stapler |   1 |      12.00 |
"""
lines = [l.strip() for l in table.strip().splitlines()]
header = [h.strip() for h in lines[0].strip("|").split("|")]
rows = []
for l in lines[2:]:
    cells = [c.strip() for c in l.strip("|").split("|")]
    rows.append(dict(zip(header, cells)))
for r in rows:
    r["Qty"] = int(r["Qty"]); r["Unit Price"] = float(r["Unit Price"])
    r["Total"] = round(r["Qty"] * r["Unit Price"], 2)
print(header, rows)
w = max(len(r["Product"]) for r in rows)
for r in rows:
    print(f"{r['Product']:<{w}} x{r['Qty']:<3} @ {r['Unit Price']:>6.2f} = {r['Total']:>7.2f}")
print(f"{'Grand total':<{w + 16}}{sum(r['Total'] for r in rows):>7.2f}")
