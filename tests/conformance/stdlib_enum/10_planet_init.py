from enum import Enum


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    VENUS = (4.869e24, 6.0518e6)
    EARTH = (5.976e24, 6.37814e6)
    MARS = (6.421e23, 3.3972e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300e-11
        return G * self.mass / (self.radius * self.radius)

    def weight(self, kg):
        return kg * self.surface_gravity


for p in Planet:
    print(f"{p.name:<8} g={p.surface_gravity:6.2f} m/s^2  80kg weighs {p.weight(80):8.2f} N")
print(Planet.EARTH.value, Planet.EARTH.mass, Planet((6.421e23, 3.3972e6)))
print(repr(Planet.MARS))
heaviest = max(Planet, key=lambda p: p.mass)
print(heaviest, heaviest.radius)


class Coin(Enum):
    PENNY = 1, "copper"
    NICKEL = 5, "nickel"

    def __init__(self, cents, metal):
        self.cents = cents
        self.metal = metal


print([(c.name, c.cents, c.metal, c.value) for c in Coin])
print(sum(c.cents for c in Coin), Coin((5, "nickel")))
