class Basket:
    def __init__(self, *fruits):
        self.fruits = fruits

    def __len__(self):
        return len(self.fruits)


b = Basket("apple", "fig")
print(len(b), b.fruits)
for fruit in b.fruits:
    print("-", fruit)
for fruit in b:
    print("-", fruit)
