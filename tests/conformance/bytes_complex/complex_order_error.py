# complex numbers have no ordering: sorting them raises TypeError.
vals = [2 + 1j, 1 + 5j, 3j]
print(sorted(vals, key=abs))
print(sorted(vals))
