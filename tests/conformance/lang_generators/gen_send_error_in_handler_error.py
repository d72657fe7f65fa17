def accumulate():
    total = 0
    while True:
        amount = yield total
        total += amount


acc = accumulate()
next(acc)
for amt in [5, 10, 2.5]:
    print("total", acc.send(amt))
print("total", acc.send("7"))
