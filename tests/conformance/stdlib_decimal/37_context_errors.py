import decimal
from decimal import Context, getcontext, Inexact, Decimal

attempts = [
    ("prec=0", lambda: Context(prec=0)),
    ("prec='28'", lambda: Context(prec="28")),
    ("prec=2.5", lambda: Context(prec=2.5)),
    ("rounding bad", lambda: Context(rounding="ROUND_NEAREST")),
    ("rounding int", lambda: Context(rounding=1)),
    ("Emin=1", lambda: Context(Emin=1)),
    ("Emax=-1", lambda: Context(Emax=-1)),
    ("capitals=2", lambda: Context(capitals=2)),
    ("clamp=-1", lambda: Context(clamp=-1)),
    ("flags=3", lambda: Context(flags=3)),
    ("traps=[ValueError]", lambda: Context(traps=[ValueError])),
    ("traps={Inexact: 1}", lambda: Context(traps={Inexact: 1})),
    ("flags=(Inexact,)", lambda: Context(flags=(Inexact,))),
]
for label, fn in attempts:
    try:
        print(label, "->", fn())
    except (TypeError, ValueError, KeyError) as e:
        print(label, "->", type(e).__name__, repr(str(e)))
ctx = Context()
for name, value in [("prec", -5), ("prec", decimal.MAX_PREC + 1), ("rounding", "up"), ("Emax", "9"), ("capitals", True),
                    ("clamp", 1), ("traps", [Inexact]), ("flags", {}), ("prec", True)]:
    try:
        setattr(ctx, name, value)
        print("set", name, "=", getattr(ctx, name))
    except (TypeError, ValueError, KeyError) as e:
        print("set", name, type(e).__name__, repr(str(e)))
try:
    del ctx.prec
except AttributeError as e:
    print("AttributeError", e)
try:
    ctx.precision = 10
except AttributeError as e:
    print("AttributeError", e)
print(ctx)
print(Context(prec=True).prec, Context(Emin=-1, Emax=1, prec=2, traps=[]).create_decimal("123"))
try:
    Context(Emin=-1, Emax=1, prec=2).create_decimal("123")
except decimal.Overflow as e:
    print("Overflow", e)
