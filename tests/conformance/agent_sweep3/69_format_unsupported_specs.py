from fractions import Fraction
from decimal import Decimal
from datetime import timedelta
for o, spec in [(Fraction(1, 3), ">10"), (Fraction(1, 3), ".2f"), (timedelta(1), ">20"), (Decimal("1"), "x"), (Fraction(1, 3), "")]:
    try:
        print(repr(format(o, spec)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(f"{float(Fraction(1, 3)):.3f}", f"{str(Fraction(1, 3)):>6}", f"{timedelta(hours=2)!s:>10}", f"{Fraction(2, 4)!r}")
import statistics
print(statistics.mean(map(Fraction, ["1/2", "1/3"])), f"{statistics.mean([1, 2]):.2f}")
