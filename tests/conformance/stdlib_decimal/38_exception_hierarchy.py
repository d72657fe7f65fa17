import decimal
from decimal import Decimal

names = ["DecimalException", "Clamped", "InvalidOperation", "ConversionSyntax", "DivisionByZero", "DivisionImpossible",
         "DivisionUndefined", "Inexact", "InvalidContext", "Rounded", "Subnormal", "Overflow", "Underflow", "FloatOperation"]
bases = [ArithmeticError, ZeroDivisionError, TypeError, decimal.InvalidOperation, decimal.Inexact, decimal.Rounded,
         decimal.Subnormal, decimal.DecimalException]
for n in names:
    cls = getattr(decimal, n)
    print(f"{n:<19}", cls, [b.__name__ for b in bases if issubclass(cls, b) and b is not cls])

def run(fn):
    try:
        return fn()
    except ZeroDivisionError as e:
        return "ZeroDivisionError branch: " + type(e).__name__
    except ArithmeticError as e:
        return "ArithmeticError branch: " + type(e).__name__ + " " + str(e)

print(run(lambda: Decimal(1) / 0))
print(run(lambda: Decimal(0) / 0))
print(run(lambda: Decimal("x")))
print(run(lambda: Decimal("1e999999") * 10))
e = decimal.InvalidOperation([decimal.InvalidOperation])
print(repr(e), str(e), e.args)
try:
    raise decimal.Inexact("custom message")
except decimal.DecimalException as exc:
    print(type(exc).__name__, exc)
with decimal.localcontext(traps=[decimal.Underflow, decimal.Subnormal], Emin=-10) as c:
    for expr in ["1e-12", "1e-20"]:
        try:
            print(c.plus(Decimal(expr)))
        except decimal.DecimalException as exc:
            print(expr, type(exc).__name__, exc)
