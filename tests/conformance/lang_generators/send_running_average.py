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
    return count


avg = averager()
print(next(avg))
for v in [10, 20, 60]:
    print("sent", v, "average", avg.send(v))
try:
    avg.send(None)
except StopIteration as e:
    print("processed", e.value, "values")
