class Dataset:
    def __init__(self, rows):
        self.rows = rows
        self._stats = None
        self.computed = 0

    @property
    def stats(self):
        if self._stats is None:
            self.computed += 1
            values = [r["v"] for r in self.rows]
            self._stats = {"min": min(values), "max": max(values), "n": len(values)}
        return self._stats

    @stats.setter
    def stats(self, value):
        print("resetting stats")
        self._stats = value


d = Dataset([{"v": 4}, {"v": 9}, {"v": 1}])
print(d.stats)
print(d.stats["max"], d.computed)
d.rows.append({"v": 20})
d.stats = None
print(d.stats, d.computed)
