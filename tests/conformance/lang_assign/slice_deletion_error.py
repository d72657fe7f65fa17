readings = [5, 7, 9, 11, 13, 15]
del readings[::3]
print(readings)
del readings[-1:]
print(readings)
frozen = tuple(readings)
print(frozen[1:])
del frozen[1:]
print(frozen)
