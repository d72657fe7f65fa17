# Methods and attributes of int and float that show up in agent code.
for n in [0, 1, 255, -256, 2 ** 64, 10 ** 20 + 1]:
    print(n, n.bit_length(), n.bit_count(), n.as_integer_ratio(), n.real, n.imag, n.numerator, n.denominator)
for x in [0.5, 0.75, 2.0, -3.25, 1e-3, 0.1]:
    print(x, x.is_integer(), x.as_integer_ratio(), x.hex(), float.fromhex(x.hex()) == x)
print(float.fromhex("0x1.8p3"), float.fromhex("-0x.8"), float.fromhex("inf"), (5e-324).hex(), (-0.0).hex())
print((1024).to_bytes(2, "big"), (1024).to_bytes(4, "little"), (-1).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\xff\xff", "big", signed=True), int.from_bytes([1, 2], "little"))
print((7).__round__(-1), (2.5).__round__(), (3.7).__trunc__(), (-3.7).__floor__(), (-3.7).__ceil__())
print(abs(-7), abs(-2.5), abs(-(2 ** 100)), -(-5), +True, ~7, ~-(2 ** 70))
print(int.__add__(2, 3), int.__add__(2, 3.0), float.__radd__(1.5, 2), (3).__eq__(3.0), (3.0).__eq__(3))
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(2 ** 70, 10 ** 9), pow(5, 3, 7), pow(7, -1, 40))
for bad in [lambda: (256).to_bytes(1, "big"), lambda: (-1).to_bytes(1, "big"), lambda: (1).to_bytes(1, "middle"),
            lambda: float("inf").as_integer_ratio(), lambda: float.fromhex("0x1p99999"), lambda: float.fromhex("zz")]:
    try:
        print(bad())
    except (OverflowError, ValueError) as e:
        print(type(e).__name__ + ":", e)
