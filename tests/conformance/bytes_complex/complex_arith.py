# Complex arithmetic mixed with ints and floats on both sides.
z = 3 + 4j
w = complex(1, -2)
print(z + w, z - w, z * w, z / w, -z, +w, abs(z), z.conjugate())
print(z + 1, 1 + z, z - 2.5, 2.5 - z, z * 2, 2 * z, z / 2, 2 / z, 1j * 1j, True + 1j)
print(z ** 2, z ** -1, w ** 3, 1j ** 2, (1 + 1j) ** 8, 2 ** (1j), (2 + 0j) ** 0.5)
print(z.real, z.imag, w.real, w.imag, (5j).real, (2 + 0j).imag)
acc = 0j
for k in range(1, 6):
    acc += complex(k, -k) / k
print(acc, sum([1j, 2, 3.5]), sum(c * c for c in [1j, 2j]))
x = 1 + 1j
x *= 2
x -= 1
x /= 1j
print(x, x ** 0, 0j ** 0)
points = [complex(3, 4), complex(-1, 0), complex(0, -2), 0.5 + 0.5j]
print(sorted(points, key=abs), max(points, key=lambda c: c.real), [abs(p) for p in points])
for bad in [lambda: z / 0, lambda: z / 0j, lambda: 0j ** -1, lambda: z // 2, lambda: z % 2]:
    try:
        print(bad())
    except (ZeroDivisionError, TypeError) as e:
        print(type(e).__name__ + ":", e)
