import decimal
from decimal import Decimal, Context, BasicContext, ExtendedContext, DefaultContext

print(BasicContext)
print(ExtendedContext)
print(DefaultContext)
c = Context(prec=9, rounding=decimal.ROUND_HALF_DOWN, Emin=-99, Emax=99, capitals=0, clamp=1, traps=[decimal.DivisionByZero])
print(c)
print(c.Etiny(), c.Etop(), c.radix(), c.create_decimal("1.23456789012E+120"), c.create_decimal("2.5E-120"))
print(c.divide(Decimal(1), Decimal(3)), c.multiply(Decimal("1e50"), Decimal("1e50")), c.multiply(Decimal("1e-60"), Decimal("1e-60")))
print(sorted(k.__name__ for k, v in c.flags.items() if v))
print(c.create_decimal("1E+95"), c.create_decimal("0E+120"), c.create_decimal("123").to_eng_string())
c2 = c.copy()
c2.prec = 3
print(c.prec, c2.prec, c2.flags[decimal.Inexact])
c2.clear_flags()
c2.clear_traps()
print(c2)
e = ExtendedContext.copy()
print(e.divide(Decimal(1), Decimal(0)), e.divide(Decimal(0), Decimal(0)), e.sqrt(Decimal(-4)), e.power(Decimal(10), 1000000))
print(sorted(k.__name__ for k, v in e.flags.items() if v))
b = BasicContext.copy()
try:
    b.divide(Decimal(1), Decimal(0))
except decimal.DivisionByZero as exc:
    print("basic traps division by zero:", exc)
print(b.divide(Decimal(2), Decimal(3)), b.add(Decimal("1.23456789"), Decimal("0.000000005")))
print(c.to_sci_string(Decimal("123E+5")), c.to_eng_string(Decimal("123E+5")), c.is_normal(Decimal("1E-100")), c.is_subnormal(Decimal("1E-100")))
print(c.number_class(Decimal("1E-100")), c.number_class(Decimal("-5")), c.logb(Decimal("12345")), c.scaleb(Decimal("1.5"), 3))
print(decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY, decimal.HAVE_THREADS, decimal.HAVE_CONTEXTVAR)
