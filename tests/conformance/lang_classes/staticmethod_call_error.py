class Units:
    @staticmethod
    def km_to_miles(km):
        return round(km * 0.621371, 3)

    @staticmethod
    def convert(value, factor):
        return value * factor


print(Units.km_to_miles(10))
print(Units().km_to_miles(42.195))
print(Units.convert(3, 1000))
print(Units().convert(2.5))
