# How math treats infinities, NaN and signed zeros.
import math

inf, nan = math.inf, math.nan
cases = [("pow(0.0, -inf)", lambda: math.pow(0.0, -inf)), ("pow(-0.0, -inf)", lambda: math.pow(-0.0, -inf)),
         ("pow(2, inf)", lambda: math.pow(2, inf)), ("pow(0.5, inf)", lambda: math.pow(0.5, inf)),
         ("pow(nan, 0)", lambda: math.pow(nan, 0)), ("pow(1, nan)", lambda: math.pow(1, nan)),
         ("pow(-8, 1/3)", lambda: math.pow(-8, 1 / 3)), ("pow(0, -1)", lambda: math.pow(0, -1)),
         ("sqrt(-0.0)", lambda: math.sqrt(-0.0)), ("exp(1000)", lambda: math.exp(1000)),
         ("log(0)", lambda: math.log(0)), ("atan2(0.0, -0.0)", lambda: math.atan2(0.0, -0.0)),
         ("copysign(1, -0.0)", lambda: math.copysign(1, -0.0)), ("fmod(inf, 1)", lambda: math.fmod(inf, 1)),
         ("fmod(5, inf)", lambda: math.fmod(5, inf)), ("hypot(inf, nan)", lambda: math.hypot(inf, nan)),
         ("modf(-inf)", lambda: math.modf(-inf)), ("frexp(0.0)", lambda: math.frexp(0.0)),
         ("ldexp(1, 2000)", lambda: math.ldexp(1, 2000)), ("floor(inf)", lambda: math.floor(inf)),
         ("ceil(nan)", lambda: math.ceil(nan)), ("fsum([inf, -inf])", lambda: math.fsum([inf, -inf])),
         ("fsum([1e308, 1e308])", lambda: math.fsum([1e308, 1e308])), ("isclose(inf, inf)", lambda: math.isclose(inf, inf))]
for label, f in cases:
    try:
        print(f"{label:22} {f()!r}")
    except (ValueError, OverflowError) as e:
        print(f"{label:22} {type(e).__name__}: {e}")
print(math.isnan(nan), math.isinf(-inf), math.isfinite(1e308), math.isfinite(nan), nan == nan)
