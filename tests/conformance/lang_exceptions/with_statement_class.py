class Timer:
    def __init__(self, name):
        self.name = name
        self.ticks = 0

    def tick(self, n=1):
        self.ticks += n

    def __enter__(self):
        print(f"start {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        print(f"stop {self.name} after {self.ticks} ticks")


with Timer("load") as t:
    for _ in range(5):
        t.tick()
with Timer("parse") as t, Timer("index") as u:
    t.tick(3)
    u.tick(7)
print(t.ticks, u.ticks)
