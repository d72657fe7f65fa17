from decimal import Decimal, Context, getcontext, localcontext, setcontext

checks = [
    ("Decimal + float", lambda: Decimal("1.10") + 0.5),
    ("float - Decimal", lambda: 0.5 - Decimal("1.10")),
    ("Decimal * str", lambda: Decimal(2) * "3"),
    ("Decimal % float", lambda: Decimal(7) % 2.0),
    ("divmod(Decimal, float)", lambda: divmod(Decimal(7), 2.0)),
    ("Decimal > list", lambda: Decimal(1) > []),
    ("Decimal(object())", lambda: Decimal(object())),
    ("Decimal(b'1')", lambda: Decimal(b"1")),
    ("Decimal(1, 2)", lambda: Decimal(1, 2)),
    ("compare(str)", lambda: Decimal(1).compare("2")),
    ("max(float)", lambda: Decimal(1).max(2.0)),
    ("fma(float)", lambda: Decimal(1).fma(2, 0.5)),
    ("quantize(str)", lambda: Decimal(1).quantize("0.01")),
    ("sqrt(context=1)", lambda: Decimal(2).sqrt(context=1)),
    ("Context.add(str)", lambda: getcontext().add("1", 2)),
    ("Context.sqrt(float)", lambda: getcontext().sqrt(2.0)),
    ("create_decimal_from_float(str)", lambda: getcontext().create_decimal_from_float("1")),
    ("setcontext(None)", lambda: setcontext(None)),
    ("localcontext(5)", lambda: localcontext(5)),
    ("localcontext(bad kw)", lambda: localcontext(precision=5)),
    ("format(D, int)", lambda: format(Decimal(1), 5)),
    ("format 'd'", lambda: format(Decimal(1), "d")),
    ("format '#'", lambda: format(Decimal(1), "#.2f")),
    ("format '_'", lambda: format(Decimal(1), "_")),
    ("round(D, '2')", lambda: round(Decimal("1.5"), "2")),
    ("abs unsupported", lambda: -Decimal(1) @ Decimal(2)),
    ("len", lambda: len(Decimal(3))),
    ("range", lambda: range(Decimal(3))),
]
for label, fn in checks:
    try:
        print(label, "->", fn())
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__ + ":", e)
