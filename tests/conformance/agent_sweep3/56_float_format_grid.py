vals = [0.0, -0.0, 1.0, 0.1, 0.125, 0.5, 1.5, 2.5, 2.675, 1e-5, 123.456, 1e16, 1.23456789e-10, 99999.5, 0.00099999, -1234.5678]
for spec in ["", "g", ".0f", ".1f", ".2e", ".3g", ".10g", "%", ",", "+.3", "#g", ".0e", "012.4f"]:
    print(f"{spec!r:>8}:", " ".join(format(v, spec) for v in vals))
print([round(v, 1) for v in vals], [round(v) for v in vals[:10]])
print([str(v) for v in [1e15, 1e16, 1.5e16, 123456789012345.6, 0.0001, 0.00001, 1.0e-4 * 3]])
