import decimal
from decimal import Decimal, Context, localcontext
print(decimal.getcontext())
ctx = Context(prec=4, rounding=decimal.ROUND_DOWN, Emax=99, Emin=-99, capitals=0, clamp=1)
print(ctx, ctx.prec, ctx.Etiny(), ctx.Etop())
print(ctx.create_decimal("123456"), ctx.create_decimal("1e50"), ctx.flags[decimal.Inexact], ctx.flags[decimal.Rounded])
with localcontext(prec=3) as c:
    r = Decimal(2) / 3
    print(r, c.flags[decimal.Inexact], c.traps[decimal.DivisionByZero])
with localcontext() as c:
    c.traps[decimal.DivisionByZero] = False
    print(Decimal(1) / 0, Decimal(-1) / 0, c.flags[decimal.DivisionByZero])
    c.traps[decimal.InvalidOperation] = False
    print(Decimal(0) / 0, Decimal("abc"), Decimal(-1).sqrt())
try:
    Decimal(1) / 0
except decimal.DivisionByZero as e:
    print(type(e).__name__, isinstance(e, ZeroDivisionError), isinstance(e, ArithmeticError), e.args[0] if e.args else "")
try:
    Decimal("x")
except decimal.InvalidOperation as e:
    print(type(e).__name__, e)
print(decimal.MAX_PREC > 10 ** 6, decimal.ROUND_HALF_EVEN, Decimal("1.23E+5").to_eng_string(), ctx.to_eng_string(Decimal("1E+7")), ctx.to_sci_string(Decimal("0.00001")))
print(Decimal(1).exp(ctx), Decimal(10).ln(ctx), Decimal(100).log10(ctx), ctx.add(Decimal("0.12345"), Decimal("9")), ctx.multiply(Decimal(3), Decimal("3.3333")))
