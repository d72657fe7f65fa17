def scale(point, factor):
    return (point[0] * factor, point[1] * factor)


class Temperature:
    def __init__(self, value, unit):
        self.value = value
        self.unit = unit


for args in [((1, 2), 3), ((1, 2),), ()]:
    try:
        print(scale(*args))
    except TypeError as e:
        print(e)
try:
    Temperature(21)
except TypeError as e:
    print(e)
