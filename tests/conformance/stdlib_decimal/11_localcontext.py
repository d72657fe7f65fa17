from decimal import Decimal, localcontext, getcontext, ROUND_DOWN, ROUND_UP, Inexact

def average(values, places=2):
    with localcontext() as ctx:
        ctx.prec = 50
        total = sum(values)
        mean = total / len(values)
    return mean.quantize(Decimal(10) ** -places)

data = [Decimal("10.01"), Decimal("20.02"), Decimal("30.04")]
print(average(data), average(data, 4), getcontext().prec)

with localcontext(prec=5, rounding=ROUND_DOWN) as ctx:
    print(ctx.prec, ctx.rounding, Decimal(2) / 3)
    with localcontext(rounding=ROUND_UP) as inner:
        print("inner", inner.prec, Decimal(2) / 3)
    print("back", Decimal(2) / 3)
print("outside", Decimal(2) / 3, getcontext().rounding)

base = getcontext().copy()
base.prec = 4
with localcontext(base) as c:
    print(c is base, c.prec, Decimal("1.23456") + 0)
print(base.flags[Inexact], getcontext().prec)

try:
    with localcontext(prec=3):
        print(Decimal(1) / 3)
        raise ValueError("boom")
except ValueError as e:
    print("caught", e, getcontext().prec)

with localcontext(traps=[Inexact]) as strict:
    try:
        Decimal(1) / 3
    except Inexact as e:
        print("inexact trapped:", e)
    print(Decimal(1) / 4)
print(Decimal(1) / 3)
