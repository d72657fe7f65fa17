from decimal import Decimal, getcontext, Context, setcontext, DefaultContext

ctx = getcontext()
print(ctx.prec, ctx.rounding, ctx.Emin, ctx.Emax, ctx.capitals, ctx.clamp)
for p in (1, 3, 6, 10, 28, 50):
    ctx.prec = p
    print(p, Decimal(1) / 7, Decimal(2).sqrt(), Decimal("123456.789") * 1, Decimal(10) ** 20 + 1)
ctx.prec = 28
print(Decimal("3.14159265358979323846264338327950288"), +Decimal("3.14159265358979323846264338327950288"))
print(Decimal("1.23456789012345678901234567890") * 1)

mine = Context(prec=6)
print(mine.divide(Decimal(10), 3), mine.add(Decimal("1.000001"), Decimal("0.0000004")), mine.power(2, 50))
print(mine.create_decimal("3.14159265"), Decimal("3.14159265"))
setcontext(mine)
print(getcontext() is mine, Decimal(22) / 7)
setcontext(DefaultContext)
print(getcontext() is DefaultContext, getcontext().prec, Decimal(22) / 7)
getcontext().prec = 12
print(Decimal(22) / 7, DefaultContext.prec)
