class Angle:
    def __init__(self, degrees):
        self.degrees = degrees % 360

    def __neg__(self):
        return Angle(-self.degrees)

    def __add__(self, other):
        return Angle(self.degrees + other.degrees)

    def __repr__(self):
        return f"{self.degrees}deg"


a = Angle(90)
print(-a, a + Angle(300), -(-a))
class Heading:
    def __init__(self, name):
        self.name = name
print(-Heading("north"))
