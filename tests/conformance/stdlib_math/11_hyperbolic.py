import math

print('%6s %22s %22s %22s' % ('x', 'sinh', 'cosh', 'tanh'))
for x in [0.0, 0.5, 1.0, -1.0, 2.0, 10.0, -20.0, 1e-10]:
    print('%6g %22r %22r %22r' % (x, math.sinh(x), math.cosh(x), math.tanh(x)))

for y in [0.0, 0.5, -0.75, 1.5, 10.0, 1e-8]:
    print('asinh(%g) = %r' % (y, math.asinh(y)))
for y in [1.0, 1.5, 2.0, 10.0, 1e10]:
    print('acosh(%g) = %r' % (y, math.acosh(y)))
for y in [0.0, 0.5, -0.5, 0.9, 0.999999]:
    print('atanh(%g) = %r' % (y, math.atanh(y)))

# identities
for x in (0.3, 1.7, -2.2):
    print(x, math.isclose(math.cosh(x) ** 2 - math.sinh(x) ** 2, 1.0),
          math.isclose(math.asinh(math.sinh(x)), x), math.isclose(math.atanh(math.tanh(x)), x))

# catenary: a hanging cable y = a*cosh(x/a)
a = 2.0
print([round(a * math.cosh(x / a), 6) for x in range(-3, 4)])
# velocity of a falling body with drag: v(t) = vt * tanh(g t / vt)
vt, g = 53.0, 9.81
print([round(vt * math.tanh(g * t / vt), 4) for t in (0, 1, 5, 10, 30)])

print(math.sinh(math.inf), math.cosh(-math.inf), math.tanh(math.inf), math.tanh(-math.inf))
print(math.asinh(-math.inf), math.acosh(math.inf), math.isnan(math.sinh(math.nan)))
print(math.copysign(1, math.sinh(-0.0)), math.copysign(1, math.tanh(-0.0)), math.atanh(-0.0))
for name, fn, arg in [('acosh', math.acosh, 0.5), ('atanh', math.atanh, 1.0), ('atanh', math.atanh, -2),
                      ('cosh', math.cosh, 1000.0), ('sinh', math.sinh, -1000.0), ('tanh', math.tanh, 'x')]:
    try:
        print(name, fn(arg))
    except (ValueError, OverflowError, TypeError) as e:
        print(name, arg, type(e).__name__, e)
