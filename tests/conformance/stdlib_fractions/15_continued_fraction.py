from fractions import Fraction

def convergents(terms):
    out = []
    for i in range(1, len(terms) + 1):
        value = Fraction(terms[i - 1])
        for t in reversed(terms[:i - 1]):
            value = t + 1 / value
        out.append(value)
    return out

sqrt2 = [1] + [2] * 9
for c in convergents(sqrt2):
    print(c, float(c), c * c - 2)

def expand(f, n=10):
    terms = []
    for _ in range(n):
        a = f.numerator // f.denominator
        terms.append(a)
        f -= a
        if f == 0:
            break
        f = 1 / f
    return terms

print(expand(Fraction(415, 93)), expand(Fraction(355, 113)), expand(Fraction(-7, 3)))
