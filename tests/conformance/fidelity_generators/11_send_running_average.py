# A coroutine-style generator driven with send(): a running average.
def averager():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return (count, average)


avg = averager()
print(next(avg))
for v in (10, 20, 30, 5):
    print("sent", v, "->", avg.send(v))
try:
    avg.send(None)
except StopIteration as e:
    print("done", e.value, e.args)
try:
    avg.send(1)
except StopIteration as e:
    print("again", repr(e), e.value)
fresh = averager()
try:
    fresh.send(5)
except TypeError as e:
    print(type(e).__name__, e)
print(fresh.send(None), fresh.send(4), fresh.send(8))
