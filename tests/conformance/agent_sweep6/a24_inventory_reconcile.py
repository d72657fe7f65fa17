import csv
import io
from collections import defaultdict, Counter
from decimal import Decimal, ROUND_HALF_UP
from dataclasses import dataclass

WAREHOUSE = """sku,location,qty,unit_cost
A-100,east,12,2.50
A-100,west,3,2.55
B-200,east,0,10.00
C-300,west,7,0.333
C-300,east,,0.333
D-400,north,5,abc
"""
LEDGER = """sku;delta;reason
A-100;-4;sale
A-100;+10;restock
B-200;-1;sale
C-300;-7;sale
E-500;2;restock
"""

@dataclass
class Line:
    sku: str
    location: str
    qty: int
    unit_cost: Decimal

problems = []
stock = defaultdict(list)
for n, row in enumerate(csv.DictReader(io.StringIO(WAREHOUSE)), start=2):
    try:
        line = Line(row["sku"], row["location"], int(row["qty"] or 0), Decimal(row["unit_cost"]))
    except (ValueError, ArithmeticError) as e:
        problems.append(f"line {n}: {type(e).__name__}: {e}")
        continue
    stock[line.sku].append(line)

moves = Counter()
reasons = defaultdict(Counter)
for row in csv.DictReader(io.StringIO(LEDGER), delimiter=";"):
    moves[row["sku"]] += int(row["delta"])
    reasons[row["sku"]][row["reason"]] += 1

cents = Decimal("0.01")
print(f"{'SKU':<6}{'on hand':>8}{'moved':>7}{'final':>7}{'value':>10}  flags")
for sku in sorted(set(stock) | set(moves)):
    lines = stock.get(sku, [])
    on_hand = sum(l.qty for l in lines)
    final = on_hand + moves[sku]
    value = sum((l.qty * l.unit_cost for l in lines), Decimal(0)).quantize(cents, ROUND_HALF_UP)
    flags = []
    if final < 0:
        flags.append("NEGATIVE")
    if not lines:
        flags.append("unknown sku")
    if sku in reasons:
        flags.append(",".join(f"{r}x{c}" for r, c in sorted(reasons[sku].items())))
    print(f"{sku:<6}{on_hand:>8}{moves[sku]:>+7}{final:>7}{value:>10}  {' '.join(flags)}")
print("problems:")
for p in problems:
    print(" ", p)
total = sum((l.qty * l.unit_cost for ls in stock.values() for l in ls), Decimal(0))
print(total, total.quantize(cents), f"{total:,.2f}", moves.most_common(2), +moves, -moves)
