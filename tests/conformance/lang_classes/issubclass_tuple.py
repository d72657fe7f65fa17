class Vehicle: pass
class Car(Vehicle): pass
class Truck(Vehicle): pass
class Boat: pass
class Amphibian(Car, Boat): pass

for cls in [Vehicle, Car, Truck, Boat, Amphibian]:
    flags = [
        issubclass(cls, Vehicle),
        issubclass(cls, (Truck, Boat)),
        issubclass(cls, (Car,)),
    ]
    print(cls.__name__, flags)

print(issubclass(bool, int), issubclass(int, (str, float)))
print(issubclass(KeyError, (LookupError, ValueError)))
print(issubclass(Amphibian, object))
