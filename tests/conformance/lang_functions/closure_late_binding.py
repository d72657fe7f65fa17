handlers = []
for level in ["debug", "info", "error"]:
    handlers.append(lambda msg: f"[{level}] {msg}")
print([h("x") for h in handlers])

handlers = []
for level in ["debug", "info", "error"]:
    handlers.append(lambda msg, level=level: f"[{level}] {msg}")
print([h("x") for h in handlers])

def make_adders():
    adders = []
    for n in range(3):
        def add(x, n=n):
            return x + n
        adders.append(add)
    return adders

print([f(10) for f in make_adders()])
