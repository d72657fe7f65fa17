# A send()-driven accumulator that validates input and reports errors by throw().
def accumulator():
    total = 0
    while True:
        try:
            value = yield total
        except ValueError as e:
            print("  rejected:", e)
            continue
        if not isinstance(value, (int, float)):
            print("  ignoring", repr(value))
            continue
        total += value


acc = accumulator()
print(next(acc))
print(acc.send(5), acc.send(2.5))
print(acc.throw(ValueError("bad reading")))
print(acc.send("7"), acc.send(1))
acc.close()
try:
    acc.send(1)
except StopIteration:
    print("closed")
