class Pizza:
    count = 0
    def __init__(self, toppings):
        self.toppings = list(toppings)
        Pizza.count += 1
    @classmethod
    def margherita(cls):
        return cls(["mozzarella", "tomato"])
    @staticmethod
    def area(r):
        return round(3.14159 * r * r, 1)
    def __repr__(self):
        return f"{type(self).__name__}({self.toppings})"
class Calzone(Pizza):
    pass
print(Pizza.margherita(), Calzone.margherita(), Pizza.area(10), Pizza.count)
print(Calzone.__name__, Calzone.__qualname__, isinstance(Calzone([]), Pizza))
p = Pizza(["ham"])
print(p.area(1), Pizza.count, p.count)
p.count = 99
print(Pizza.count, p.count)
print(Pizza.margherita.__name__, Pizza.area.__name__)
