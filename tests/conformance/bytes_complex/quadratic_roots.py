# Agent-style: solve quadratics, complex roots when the discriminant is negative.
def roots(a, b, c):
    disc = b * b - 4 * a * c
    sq = disc ** 0.5 if disc >= 0 else complex(0, (-disc) ** 0.5)
    return (-b + sq) / (2 * a), (-b - sq) / (2 * a)

for a, b, c in [(1, -3, 2), (1, 2, 5), (1, 0, 1), (2, 4, 4), (1, 1, 1)]:
    r1, r2 = roots(a, b, c)
    print(a, b, c, "->", r1, r2)
    check = [a * r * r + b * r + c for r in (r1, r2)]
    print("   residuals:", [abs(x) < 1e-9 for x in check])

def cexp_series(z, terms=30):
    total, term = 0j, 1 + 0j
    for n in range(terms):
        total += term
        term = term * z / (n + 1)
    return total

e_ipi = cexp_series(3.141592653589793j)
print(round(e_ipi.real, 6), round(e_ipi.imag, 6), abs(e_ipi + 1) < 1e-9)
unit = [complex(round((1j ** k).real), round((1j ** k).imag)) for k in range(4)]
print(unit)
