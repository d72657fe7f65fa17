import decimal
from decimal import Decimal

modes = [decimal.ROUND_CEILING, decimal.ROUND_DOWN, decimal.ROUND_FLOOR, decimal.ROUND_HALF_DOWN,
         decimal.ROUND_HALF_EVEN, decimal.ROUND_HALF_UP, decimal.ROUND_UP, decimal.ROUND_05UP]
values = ["2.5", "3.5", "-2.5", "2.45", "2.55", "-2.55", "0.125", "1.005", "7.01", "7.51", "-0.001", "10.50", "0.05"]

print("value   " + " ".join(m.replace("ROUND_", "")[:9].rjust(9) for m in modes))
for v in values:
    d = Decimal(v)
    row = [str(d.quantize(Decimal("0.1"), rounding=m)).rjust(9) for m in modes]
    print(v.ljust(8) + " ".join(row))

print("to whole units:")
for v in ["0.5", "1.5", "-1.5", "2.4999", "-0.5", "14.0"]:
    d = Decimal(v)
    print(v, [str(d.to_integral_value(rounding=m)) for m in modes])

ctx = decimal.getcontext()
for m in modes:
    ctx.rounding = m
    print(m, Decimal(2) / 3, Decimal(-2) / 3, Decimal("1.23456789") + 0, +Decimal("9.999999999999999999999999999999"))
ctx.rounding = decimal.ROUND_HALF_EVEN
print(ctx.rounding, decimal.ROUND_HALF_UP == "ROUND_HALF_UP")
