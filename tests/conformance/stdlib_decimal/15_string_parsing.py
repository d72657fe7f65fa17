from decimal import Decimal, InvalidOperation

raw = ["  19.99 ", "1_000_000.50", "+3.0", "-0.000", "1e3", "1E-3", "2.5e+2", ".5", "5.", "Inf", "-infinity",
       "nan", "NaN123", "-sNaN7", "0E-10", "1234567890123456789012345678901234567890", "\t42\n", "١٢٣.٤٥"]
for s in raw:
    d = Decimal(s)
    print(repr(s), "->", repr(d), d.is_finite())

bad = ["", " ", "12,50", "1.2.3", "$5", "1e", "e3", "--1", "1 000", "0x1F", "inf1", "nan1.5", "five"]
for s in bad:
    try:
        Decimal(s)
        print(repr(s), "accepted")
    except InvalidOperation as e:
        print(repr(s), "InvalidOperation", e)

def parse_price(text):
    cleaned = text.replace("$", "").replace(",", "").strip()
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        return None

for t in ["$1,299.99", "$ 15", "free", "$0.99", "12.5.0"]:
    print(t, "->", parse_price(t))
print(Decimal(" 7 ") + Decimal("0.50"), Decimal("3") * Decimal("1.10"))
print(Decimal("1.30"), Decimal("1.3"), Decimal("1.30") == Decimal("1.3"), str(Decimal("1.30") + Decimal("1.3")))
from decimal import Context
strict = Context(traps=[])
for s in [" 1.5", "1_000", "2.50", "١٢", "NaN123456789012345678901234567890"]:
    print(repr(s), repr(Decimal(s)), repr(strict.create_decimal(s)))
print(sorted(k.__name__ for k, v in strict.flags.items() if v))
