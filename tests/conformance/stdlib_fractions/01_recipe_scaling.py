from fractions import Fraction

recipe = {
    'flour (cups)': Fraction(9, 4),
    'sugar (cups)': Fraction(2, 3),
    'butter (cups)': Fraction(1, 2),
    'eggs': Fraction(2),
    'vanilla (tsp)': Fraction(3, 2),
}
servings = 4
wanted = 6
factor = Fraction(wanted, servings)
print('scale factor:', factor)
for item, qty in recipe.items():
    scaled = qty * factor
    whole, rest = divmod(scaled.numerator, scaled.denominator)
    if whole and rest:
        text = f'{whole} {Fraction(rest, scaled.denominator)}'
    elif whole:
        text = str(whole)
    else:
        text = str(scaled)
    print(f'{item:<15} {str(qty):>5} -> {text}')
total_cups = sum(q for k, q in recipe.items() if 'cups' in k) * factor
print('total cups:', total_cups, float(total_cups))
