class Budget:
    def __init__(self, amount):
        self.amount = amount

    def __isub__(self, cost):
        if cost > self.amount:
            raise ValueError(f"cost {cost} exceeds remaining budget {self.amount}")
        self.amount -= cost
        return self

    def __imul__(self, factor):
        self.amount *= factor
        return self


b = Budget(100)
b -= 30
b *= 2
print(b.amount)
for cost in [50, 60, 70]:
    b -= cost
    print("left", b.amount)
