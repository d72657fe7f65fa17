from fractions import Fraction
recipe = {"flour (cups)": "2 1/4", "sugar (cups)": "3/4", "eggs": "2", "butter (tbsp)": "6", "salt (tsp)": "1/2"}
def parse_qty(s):
    total = Fraction(0)
    for part in s.split():
        total += Fraction(part)
    return total
def fmt(q):
    whole, rem = divmod(q.numerator, q.denominator)
    if rem == 0:
        return str(whole)
    frac = f"{rem}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac
for factor in (Fraction(1, 2), Fraction(3, 2), 3):
    print(f"x{factor}:")
    for name, q in recipe.items():
        print(f"  {name:<15} {fmt(parse_qty(q) * factor):>6}")
print(sum(parse_qty(q) for q in recipe.values()), float(parse_qty("2 1/4")))
