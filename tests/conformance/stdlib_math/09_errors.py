# Domain and type errors a calculator hits.
import math

calls = [("sqrt(-1)", lambda: math.sqrt(-1)), ("log(-5)", lambda: math.log(-5)), ("log(10, 1)", lambda: math.log(10, 1)),
         ("acos(2)", lambda: math.acos(2)), ("factorial(-3)", lambda: math.factorial(-3)),
         ("factorial(2.5)", lambda: math.factorial(2.5)), ("isqrt(-4)", lambda: math.isqrt(-4)),
         ("comb(5, -1)", lambda: math.comb(5, -1)), ("perm(-2)", lambda: math.perm(-2)),
         ("exp(1e5)", lambda: math.exp(1e5)), ("sqrt('9')", lambda: math.sqrt("9")),
         ("dist((1,2),(1,2,3))", lambda: math.dist((1, 2), (1, 2, 3))), ("gcd(2.0, 4)", lambda: math.gcd(2.0, 4)),
         ("ldexp(1, 2.0)", lambda: math.ldexp(1, 2.0)), ("isclose(1, 1, rel_tol=-1)", lambda: math.isclose(1, 1, rel_tol=-1)),
         ("nextafter(1)", lambda: math.nextafter(1)), ("fsum([1, 'a'])", lambda: math.fsum([1, "a"]))]
for label, f in calls:
    try:
        print(label, "=", f())
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        print(label, "->", type(e).__name__ + ":", e)
