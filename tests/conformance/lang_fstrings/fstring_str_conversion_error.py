class Sensor:
    def __init__(self, name, value):
        self.name = name
        self.value = value

    def __str__(self):
        return self.name + ": " + self.value


ok = Sensor("temp", "21C")
print(f"{ok!s}")
print(f"{ok.name!s:>10}")
bad = Sensor("humidity", 40)
print(f"{bad!s}")
