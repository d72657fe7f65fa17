class Tally:
    def __init__(self):
        self.count = 0

    def __iadd__(self, n):
        if not isinstance(n, int):
            return NotImplemented
        self.count += n
        return self


t = Tally()
t += 2
t += 3
print(t.count)
t += "4"
print(t.count)
