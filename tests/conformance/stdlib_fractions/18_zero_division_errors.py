from fractions import Fraction

cases = [
    ('Fraction(1, 0)', lambda: Fraction(1, 0)),
    ('Fraction(-7, 0)', lambda: Fraction(-7, 0)),
    ("Fraction('3/0')", lambda: Fraction('3/0')),
    ("Fraction('-3/0')", lambda: Fraction('-3/0')),
    ('3/4 / 0', lambda: Fraction(3, 4) / 0),
    ('-3/4 / 0', lambda: Fraction(-3, 4) / Fraction(0)),
    ('0 / 0', lambda: Fraction(0) / 0),
    ('5 / F(0)', lambda: 5 / Fraction(0)),
    ('F // 0', lambda: Fraction(3, 4) // 0),
    ('F % 0', lambda: Fraction(3, 4) % 0),
    ('divmod(F, 0)', lambda: divmod(Fraction(3, 4), 0)),
    ('F(0) ** -2', lambda: Fraction(0) ** -2),
    ('F(1, 2) / 0.0', lambda: Fraction(1, 2) / 0.0),
    ('Fraction(F(1, 2), 0)', lambda: Fraction(Fraction(1, 2), 0)),
]
for label, fn in cases:
    try:
        print(label, '->', fn())
    except ZeroDivisionError as e:
        print(label, '-> ZeroDivisionError:', e)
