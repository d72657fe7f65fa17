class Pipeline:
    def __init__(self):
        self.steps = []
    def add(self, fn):
        self.steps.append(fn)
        return self
    def run(self, x):
        for i, step in enumerate(self.steps):
            try:
                x = step(x)
            except Exception as e:
                raise RuntimeError(f"step {i} ({step.__name__}) failed") from e
        return x
def double(x): return x * 2
def to_int(x): return int(x)
def inv(x): return 1 / x
p = Pipeline().add(to_int).add(double).add(inv)
print(p.run("4"))
p.run("0")
