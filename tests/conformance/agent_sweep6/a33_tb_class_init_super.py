class Base:
    registry = []
    def __init__(self, name, *, limit):
        if limit <= 0:
            raise ValueError(f"{type(self).__name__}: limit must be positive, got {limit}")
        self.name = name
        self.limit = limit
        Base.registry.append(self)

class Worker(Base):
    def __init__(self, name, limit=10, retries=3):
        super().__init__(name, limit=limit)
        self.retries = retries

class Batch(Worker):
    def __init__(self, name, size):
        super().__init__(name, limit=size // 10)
        self.size = size

jobs = [Batch("big", 500), Batch("medium", 50)]
print([(j.name, j.limit) for j in Base.registry])
jobs.append(Batch("tiny", 5))
