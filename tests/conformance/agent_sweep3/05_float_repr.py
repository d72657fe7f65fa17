vals = [0.1+0.2, 1/3, 2/3, 1e16, 1e15, 123456789012345678.0, 1e-4, 1e-5, 0.00012, 1.0, -0.0, 5e-324, 1.7976931348623157e308, 2.675, 1e22, 1e23]
for v in vals:
    print(repr(v), str(v), round(v, 2))
print(round(2.675, 2), round(0.125, 2), round(0.375, 2), round(2.5), round(3.5), round(-2.5), round(1234.5678, -2))
print(round(1e300, -300), round(15, -1), round(25, -1), round(-35, -1))
print(float("1e500"), float("-inf"), float(" 3.5 "), float("1_000.5"))
print(3.0.hex(), float.fromhex("0x1.8p1"), (0.1).as_integer_ratio(), 7.0.is_integer())
print(divmod(7.5, 2), divmod(-7.5, 2), 7.5 % -2, -7 // 2.0)
print(sum([0.1]*10), sum([0.1]*10) == 1.0)
import math
print(math.fsum([0.1]*10), math.isclose(0.1+0.2, 0.3), math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7))
print(f"{0.1+0.2!r}", f"{0.1+0.2}", f"{0.1+0.2:.17g}")
print(int(1e16), int(-1.9), float(10**20), float(2**53+1))
print(1e16 == 10**16, 0.1 * 3, 1.1 * 1.1, 100 * 1.1)
