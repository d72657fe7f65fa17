class Multiplier:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        return x * self.k
double = Multiplier(2)
print(double(21), list(map(double, [1, 2])), callable(double), callable(5))
class Registry:
    def __init__(self):
        self.handlers = {}
    def register(self, name):
        def deco(fn):
            self.handlers[name] = fn
            return fn
        return deco
    def dispatch(self, name, *args):
        if name not in self.handlers:
            raise LookupError(f"no handler for {name!r}; known: {sorted(self.handlers)}")
        return self.handlers[name](*args)
reg = Registry()
@reg.register("add")
def _add(a, b):
    return a + b
@reg.register("neg")
def _neg(a):
    return -a
print(reg.dispatch("add", 2, 3), reg.dispatch("neg", 4))
try:
    reg.dispatch("mul", 1)
except LookupError as e:
    print(type(e).__name__, e)
ops = {"+": lambda a, b: a + b, "*": lambda a, b: a * b}
print({k: f(3, 4) for k, f in ops.items()})
print(sorted(map(str, [10, 9, 100])), list(filter(None, [0, 1, "", "a", None])))
