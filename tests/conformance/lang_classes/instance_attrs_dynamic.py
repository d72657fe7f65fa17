class Sensor:
    unit = "C"

    def __init__(self, name):
        self.name = name
        self.readings = []

    def record(self, value):
        self.readings.append(value)
        self.last = value


s = Sensor("kitchen")
print(hasattr(s, "last"))
for v in [21.5, 22.0, 20.5]:
    s.record(v)
print(s.name, s.readings, s.last, s.unit)
s.unit = "F"
s.location = "north wall"
print(s.unit, Sensor.unit, s.location)
setattr(s, "calibrated", True)
print(getattr(s, "calibrated"), getattr(s, "offset", 0.0))
delattr(s, "location")
print(hasattr(s, "location"))
