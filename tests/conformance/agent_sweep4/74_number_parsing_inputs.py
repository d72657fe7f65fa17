from decimal import Decimal
from fractions import Fraction
inputs = ["42", " 42 ", "١٢٣", "٣.٥", "\u2003 7 \u2003", "1_000", "1__0", "_1", "0x1F", "0b101", "0o17", "1e3", "1E-2", ".5", "5.", "inf", "-Infinity", "nan",
          "1+2j", "(3-4j)", " ( 1.5e3+2.5j ) ", "j", "-j", "2J", "١+٢j", "1_0j", "1_j", "+", "", "   ", "12abc", "1/3", "-7/14", "3.14.15", "٣e٢", "１２"]
parsers = [("int", int), ("float", float), ("complex", complex), ("Decimal", Decimal), ("Fraction", Fraction), ("int0", lambda s: int(s, 0))]
for s in inputs:
    cells = []
    for name, f in parsers:
        try:
            cells.append(f"{name}={f(s)!r}")
        except Exception as e:
            cells.append(f"{name}!{type(e).__name__}")
    print(f"{s!r:<22}", " ".join(cells))
def parse_amount(text):
    text = text.strip().replace(",", "").replace("$", "")
    for conv in (int, float, complex):
        try:
            return conv(text)
        except ValueError:
            continue
    return None
print([parse_amount(t) for t in ["$1,200", " 3.50 ", "1e2", "2+3j", "n/a", "٤٢"]])
try:
    complex("1+2j", 3)
except TypeError as e:
    print("TypeError:", e)
try:
    complex("x")
except ValueError as e:
    print("ValueError:", e)
try:
    complex("1__0")
except ValueError as e:
    print("ValueError:", e)
