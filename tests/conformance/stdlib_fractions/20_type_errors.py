from fractions import Fraction

attempts = [
    ('Fraction(1.5, 2)', lambda: Fraction(1.5, 2)),
    ("Fraction('1', 2)", lambda: Fraction('1', 2)),
    ('Fraction(None)', lambda: Fraction(None)),
    ('Fraction([1, 2])', lambda: Fraction([1, 2])),
    ('Fraction(1j)', lambda: Fraction(1j)),
    ("from_float('x')", lambda: Fraction.from_float('x')),
    ('from_float(1j)', lambda: Fraction.from_float(1j)),
    ("from_decimal('1.5')", lambda: Fraction.from_decimal('1.5')),
    ("F + 'a'", lambda: Fraction(1, 2) + 'a'),
    ("'a' * F", lambda: [1] * Fraction(1, 2)),
    ('F < 1j', lambda: Fraction(1, 2) < 1j),
    ('F < None', lambda: Fraction(1, 2) < None),
    ("F ** 'x'", lambda: Fraction(1, 2) ** 'x'),
    ('F(nan)', lambda: Fraction(float('nan'))),
    ('F(inf)', lambda: Fraction(float('inf'))),
]
for label, fn in attempts:
    try:
        print(label, '->', fn())
    except (TypeError, ValueError, OverflowError) as e:
        print(label, '->', type(e).__name__ + ':', e)
print(Fraction.from_decimal(7), Fraction.from_float(True))
