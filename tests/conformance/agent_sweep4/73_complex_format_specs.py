specs = ["0<5", "<05", "*<05", "05", "=5", "05x", "0<5,,", "5,_", "5_,", "0=5", "x<08.2f", "#05", "+010.3f", "z5", ",", "_", ".2%", "5,d",
         "^", "010", " 0", "é<07", "0", "00", "0^9.1e", "#", "#g", ".0", "10.3n", ",.2f", "_.3e", "<", "=", "9=", "5.", ".", "5.2.3", "5ff",
         "\x00<5", "\x00^15.2f", "0<", "z", "z.1f", "+z", " z.0e", "*<+z#12.3g", "#20", "+#", "^+#16.3e", "_>+,.1f"]
values = [1.5 - 2.25j, complex(-0.0, -0.0), -0j, 3j, 1e20 - 1e-7j, complex(float("inf"), float("nan")), 123456789012345678j, 0.1 + 0j]
for spec in specs:
    row = []
    for v in values[:2] if spec not in ("#", "+#", "#20", "z") else values:
        try:
            row.append(repr(format(v, spec)))
        except ValueError as e:
            row.append(f"ValueError: {e}")
    print(repr(spec), " | ".join(row))
z = complex(3, -4)
print(f"{z}", f"{z:.2f}", f"{z:>20}", f"{z:*^24.3e}", f"{z!r:>12}", "{0.real:.1f} {0.imag:+.1f}".format(z), f"{abs(z):.3g}", f"{z.conjugate():g}")
