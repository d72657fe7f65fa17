class Scaler:
    def __init__(self, factor):
        self.factor = factor
        self.calls = 0

    def __call__(self, value):
        self.calls += 1
        return value * self.factor


double = Scaler(2)
print(double(21), double(0.5))
print(list(map(double, [1, 2, 3])))
print("calls:", double.calls)
pipeline = [Scaler(10), abs, Scaler(0.5)]
x = -4
for step in pipeline:
    x = step(x)
print(x, callable(double), callable(42))
