from decimal import (Decimal, getcontext, Inexact, Rounded, InvalidOperation, DivisionByZero,
                     Overflow, Underflow, Subnormal, Clamped, FloatOperation, Context)

ctx = getcontext()
ctx.clear_flags()
print(ctx.flags[Inexact], ctx.traps[Inexact], ctx.traps[DivisionByZero])
x = Decimal(1) / 3
print(x, ctx.flags[Inexact], ctx.flags[Rounded])
print(ctx)
ctx.clear_flags()
y = Decimal("2.50") * 4
print(y, ctx.flags[Inexact], ctx.flags[Rounded])

ctx.traps[Inexact] = True
for expr, fn in [("1/4", lambda: Decimal(1) / 4), ("1/3", lambda: Decimal(1) / 3), ("sqrt(16)", lambda: Decimal(16).sqrt()),
                 ("sqrt(2)", lambda: Decimal(2).sqrt())]:
    try:
        print(expr, "exact:", fn())
    except Inexact as e:
        print(expr, "inexact!", repr(e))
ctx.traps[Inexact] = False

ctx.traps[DivisionByZero] = False
print("1/0 untrapped:", Decimal(1) / 0, -Decimal(1) / 0, ctx.flags[DivisionByZero])
ctx.traps[InvalidOperation] = False
print("0/0 untrapped:", Decimal(0) / 0, Decimal("abc"), Decimal(-1).sqrt())
print(ctx)
ctx.clear_flags()
ctx.traps[DivisionByZero] = True
ctx.traps[InvalidOperation] = True

flags = ctx.flags
print(len(flags), list(flags)[:3], Inexact in flags, ValueError in flags, flags.get(ValueError, "n/a"))
print(dict(ctx.traps) == ctx.traps.copy(), ctx.traps == ctx.traps, ctx.traps.copy() == ctx.traps)
print([k.__name__ for k, v in ctx.traps.items() if v])
try:
    ctx.flags[ValueError] = True
except KeyError as e:
    print("KeyError", e)
try:
    del ctx.traps[Inexact]
except ValueError as e:
    print("ValueError", e)

strict = Context(prec=5, traps=[Inexact, Rounded])
try:
    strict.add(Decimal("1.23456"), Decimal("0.000001"))
except Inexact as e:
    print(type(e).__name__, e)
print(strict)
c = Context(traps=[], Emax=5, Emin=-5, prec=3)
for op in ("multiply", "divide"):
    r = getattr(c, op)(Decimal("9.99e5"), Decimal("100"))
    print(op, r, sorted(k.__name__ for k, v in c.flags.items() if v))
    c.clear_flags()
print(c.multiply(Decimal("1e-5"), Decimal("0.001")), sorted(k.__name__ for k, v in c.flags.items() if v))
print(c)
