class Shipment:
    def __init__(self, origin, destination, weight):
        self.origin = origin
        self.destination = destination
        self.weight = weight

    def cost(self, rate, surcharge):
        return round(self.weight * rate + surcharge, 2)


s = Shipment("Oslo", "Rome", 12.5)
print(s.cost(1.2, 5))
print(s.cost(0.8, surcharge=0))
print(s.cost())
