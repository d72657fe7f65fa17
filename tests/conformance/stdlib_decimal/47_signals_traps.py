from decimal import (Decimal, localcontext, Context, Clamped, DivisionImpossible, InvalidContext,
                     InvalidOperation, DivisionByZero, Inexact, Rounded, getcontext)

from decimal import DecimalException
for sig in (Clamped, DivisionImpossible, InvalidContext):
    print(sig.__name__, [b.__name__ for b in (InvalidOperation, DecimalException, ArithmeticError, Exception)
                         if issubclass(sig, b)])
print(issubclass(DivisionImpossible, InvalidOperation), issubclass(InvalidContext, InvalidOperation),
      issubclass(Clamped, ArithmeticError))

# Clamped: exponent too large for the context when clamp=1
ctx = Context(prec=5, Emax=10, Emin=-10, clamp=1)
r = ctx.create_decimal(Decimal('1E+10'))
print('clamped result', r, ctx.flags[Clamped])
ctx.clear_flags()
print(ctx.create_decimal('1.23E+3'), ctx.flags[Clamped])
ctx.traps[Clamped] = True
try:
    ctx.create_decimal(Decimal('1E+10'))
except Clamped as e:
    print('trapped', type(e).__name__, e.args[0].__name__ if e.args and isinstance(e.args[0], type) else e.args)

# DivisionImpossible: integer division result does not fit the precision
with localcontext() as c:
    c.prec = 4
    c.traps[InvalidOperation] = False
    q = Decimal('123456789') // Decimal('1')
    print('quotient', q, c.flags[InvalidOperation])
    try:
        c.flags[DivisionImpossible]
    except KeyError as e:
        print('DivisionImpossible is not a flag key:', type(e).__name__, e.args[0].splitlines()[0])
with localcontext() as c:
    c.prec = 4
    try:
        Decimal('123456789') // Decimal('1')
    except InvalidOperation as e:
        print('caught', type(e).__name__, [sig.__name__ for sig in e.args[0]], isinstance(e, DivisionImpossible))
    try:
        divmod(Decimal('1E+10'), Decimal('3'))
    except InvalidOperation as e:
        print('divmod', type(e).__name__, [s.__name__ for s in e.args[0]] if e.args and isinstance(e.args[0], list) else '')

# InvalidContext is raised when a context value is out of range
ctx2 = Context()
print('traps off by default:', ctx2.traps[Clamped], ctx2.traps[InvalidOperation])
for sig in (InvalidContext, DivisionImpossible):
    print(sig.__name__, 'in traps:', sig in ctx2.traps, 'in flags:', sig in ctx2.flags)
for attr, value in [('prec', 0), ('Emax', -1), ('Emin', 1), ('rounding', 'ROUND_SIDEWAYS'), ('clamp', 2)]:
    try:
        setattr(ctx2, attr, value)
    except (ValueError, TypeError) as e:
        print(attr, value, type(e).__name__, e)

with localcontext() as c:
    c.prec = 3
    c.clear_flags()
    x = Decimal(1) / Decimal(7)
    active = sorted(s.__name__ for s, on in c.flags.items() if on)
    print(x, active)
print(sorted(s.__name__ for s in getcontext().traps if getcontext().traps[s]))
