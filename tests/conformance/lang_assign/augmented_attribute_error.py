class Stats:
    def __init__(self):
        self.hits = 0


s = Stats()
for _ in range(3):
    s.hits += 1
print("hits:", s.hits)
s.hits *= 10
print("scaled:", s.hits)
s.misses += 1
print("misses:", s.misses)
