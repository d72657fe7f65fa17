# A negative discriminant reaches math.sqrt: the ValueError is not caught.
import math

a, b, c = 1, 2, 5
print(b * b - 4 * a * c)
roots = [(-b + s * math.sqrt(b * b - 4 * a * c)) / (2 * a) for s in (1, -1)]
print(roots)
