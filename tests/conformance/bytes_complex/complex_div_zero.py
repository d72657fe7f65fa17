# Dividing by a zero complex is an uncaught ZeroDivisionError.
impedances = [3 + 4j, 1 - 1j, 0j]
for z in impedances:
    print(z, 1 / z)
