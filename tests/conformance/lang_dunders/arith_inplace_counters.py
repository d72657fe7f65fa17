class Counter:
    def __init__(self, **counts):
        self.counts = dict(counts)

    def __iadd__(self, other):
        for k, v in other.items():
            self.counts[k] = self.counts.get(k, 0) + v
        return self

    def __isub__(self, other):
        for k, v in other.items():
            self.counts[k] = self.counts.get(k, 0) - v
            if self.counts[k] <= 0:
                del self.counts[k]
        return self

    def __imul__(self, factor):
        self.counts = {k: v * factor for k, v in self.counts.items()}
        return self


stock = Counter(apple=3, pear=1)
alias = stock
stock += {"apple": 2, "fig": 4}
stock -= {"pear": 1, "fig": 1}
stock *= 10
print(stock.counts, alias is stock)
