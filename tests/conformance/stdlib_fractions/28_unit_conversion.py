from fractions import Fraction

def parse_mixed(text):
    text = text.strip()
    if ' ' in text:
        whole, frac = text.split()
        sign = -1 if whole.startswith('-') else 1
        return int(whole) + sign * Fraction(frac)
    return Fraction(text)

def fmt_mixed(f):
    sign = '-' if f < 0 else ''
    f = abs(f)
    whole = f.numerator // f.denominator
    rest = f - whole
    if rest == 0:
        return f'{sign}{whole}'
    return f'{sign}{whole} {rest}' if whole else f'{sign}{rest}'

boards = ['5 3/8', '2 1/16', '7/8', '12', '-1 1/2']
lengths = [parse_mixed(b) for b in boards]
print(lengths)
total = sum(lengths)
print('total inches:', fmt_mixed(total))
print('in cm:', float(total * Fraction(254, 100)))
print('cuts of 1 1/4 from 10:', divmod(Fraction(10), parse_mixed('1 1/4')))
print([fmt_mixed(x) for x in (Fraction(17, 4), Fraction(-9, 8), Fraction(3, 16), Fraction(4))])
