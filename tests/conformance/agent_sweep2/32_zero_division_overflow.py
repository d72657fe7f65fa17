for expr in [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0,
             lambda: 2.0 ** 10000, lambda: divmod(1, 0), lambda: 0 ** -1,
             lambda: float("1e400") * 0, lambda: int(float("inf")), lambda: int(float("nan")),
             lambda: 10 ** 400 * 1.0, lambda: math.exp(1000), lambda: 1 << -1,
             lambda: (-8) ** 0.5, lambda: pow(2, -1, 7), lambda: pow(2, 3, 0)]:
    try:
        print(expr())
    except (ZeroDivisionError, OverflowError, ValueError, NameError) as e:
        print(type(e).__name__ + ":", e)
import math
print(math.exp(1000))
