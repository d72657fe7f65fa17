# Fixed-point formatting ('f', '%', %-style) rounds the exact binary value
# half to even: ties, values at the edges of 64 and 128 bits, tiny and huge
# magnitudes, every precision up to 25.
values = [
    0.125, 0.375, 0.625, 2.5, 0.5, 1.5, 3.5, -0.5, -2.5, 0.0, -0.0,
    0.1, 0.7, 1.005, 2.675, 9.995, 99.995, 1.0000000000000002,
    123456789.125, 1e15 + 0.3, 2.0 ** 52 + 0.5, 2.0 ** 53, 2.0 ** 60, 2.0 ** 63,
    2.0 ** 64, 2.0 ** 70, 2.0 ** 74 - 2.0 ** 21, 2.0 ** 100, 1e21, 1e22, 1e23,
    1e-7, 1e-15, 1e-22, 5e-23, 4.9e-23, 1.5e-22, 2.5e-22, 5e-324, 2.2250738585072014e-308,
    1.7976931348623157e308, 0.3333333333333333, 2 / 3, 12.345, -12.345, 1234.5678,
]
for v in values:
    print(' '.join(f'{v:.{p}f}' for p in range(0, 26, 1) if p <= 5 or p % 4 == 0 or p in (22, 23)))
    print('%.2f %.0f %10.3f %-12.4f| %+.1f %08.2f %.3f%% {:,.2f} {:_.1f}'.format(v, v)
          % (v, v, v, v, v, v, v) if abs(v) < 1e30 else '%.2f' % v)
for k in range(-30, 31, 3):
    x = 1.1 * 10.0 ** k
    print(f'{x:.3f} {x:.15f} {x:.22f} {x:%} {-x:.1%}')
for n in (0, 1, -1, 7, 255, -255, 2 ** 31, -2 ** 63, 2 ** 63 - 1, 10 ** 30, -10 ** 19):
    print(f'{n:x} {n:#X} {n:o} {n:#b} {n:08x} {n:,} {n:_x} {n:+d} {n: d} {n:^12} {n:.2f}')
