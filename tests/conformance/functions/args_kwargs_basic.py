def total(*amounts, discount=0.0):
    s = sum(amounts)
    return round(s * (1 - discount), 2)

print(total(), total(5), total(1.5, 2.5, 3), total(100, 50, discount=0.1))
prices = [9.99, 14.5, 3.25]
print(total(*prices), total(*prices, discount=0.25))

def describe(name, **attrs):
    parts = [f"{k}={attrs[k]!r}" for k in sorted(attrs)]
    return name + "(" + ", ".join(parts) + ")"

print(describe("point", x=1, y=2))
print(describe("empty"))
opts = {"color": "red", "size": 3}
print(describe("shape", **opts, filled=True))

def pipeline(data, *steps, verbose=False):
    for i, step in enumerate(steps):
        data = step(data)
        if verbose:
            print("step", i, data)
    return data

print(pipeline([3, 1, 2], sorted, lambda xs: [x * 10 for x in xs], sum, verbose=True))
print(pipeline("  Hello World  ", str.strip, str.lower, str.split))
