class Ticker:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def step(self):
        self.n -= 1
        return self.n


t = Ticker(3)
print(t.step(), t.step())
print(iter(t) is t)
for value in t:
    print(value)
