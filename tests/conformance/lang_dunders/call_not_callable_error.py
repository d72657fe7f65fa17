class Counter:
    def __init__(self):
        self.count = 0

    def increment(self):
        self.count += 1
        return self.count


c = Counter()
c.increment()
print(c.count)
actions = {"inc": c.increment, "size": lambda: len("abc")}
print({name: act() for name, act in actions.items()})
print(callable(c), callable(c.increment))
c()
