import decimal
from decimal import Decimal

def attempt(label, fn):
    try:
        print(label, "->", repr(fn()))
    except decimal.DecimalException as e:
        print(label, "->", type(e).__name__, e, e.args)
    except (TypeError, ValueError, OverflowError, ZeroDivisionError) as e:
        print(label, "->", type(e).__name__, e)

attempt("1/0", lambda: Decimal(1) / 0)
attempt("0/0", lambda: Decimal(0) / 0)
attempt("-5/0", lambda: Decimal(-5) / Decimal("0.0"))
attempt("1//0", lambda: Decimal(1) // 0)
attempt("1%0", lambda: Decimal(1) % 0)
attempt("0%0", lambda: Decimal(0) % 0)
attempt("divmod(7,0)", lambda: divmod(Decimal(7), 0))
attempt("sqrt(-1)", lambda: Decimal(-1).sqrt())
attempt("ln(0)", lambda: Decimal(0).ln())
attempt("ln(-2)", lambda: Decimal(-2).ln())
attempt("parse", lambda: Decimal("12,50"))
attempt("inf-inf", lambda: Decimal("Infinity") - Decimal("Infinity"))
attempt("0**0", lambda: Decimal(0) ** 0)
attempt("(-8)**(1/3)", lambda: Decimal(-8) ** (Decimal(1) / 3))
attempt("quantize too big", lambda: Decimal("1e30").quantize(Decimal("0.01")))
attempt("10**30 // 1", lambda: Decimal(10) ** 30 // 1)
attempt("nan < 1", lambda: Decimal("NaN") < 1)
attempt("snan == 1", lambda: Decimal("sNaN") == 1)
attempt("overflow", lambda: Decimal("9e999999") * 10)
attempt("int(nan)", lambda: int(Decimal("NaN")))
attempt("int(inf)", lambda: int(Decimal("-Infinity")))
attempt("round(inf)", lambda: round(Decimal("Infinity")))
attempt("hash(snan)", lambda: hash(Decimal("sNaN")))
attempt("float(snan)", lambda: float(Decimal("sNaN")))

print(issubclass(decimal.DivisionByZero, ZeroDivisionError), issubclass(decimal.DivisionUndefined, ZeroDivisionError))
try:
    Decimal(5) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError catches it:", type(e).__name__)
try:
    Decimal("abc")
except decimal.InvalidOperation as e:
    print("ConversionSyntax in message:", e.args[0][0] is decimal.ConversionSyntax, isinstance(e, decimal.ConversionSyntax))
print(sorted(k.__name__ for k, v in decimal.getcontext().flags.items() if v))
