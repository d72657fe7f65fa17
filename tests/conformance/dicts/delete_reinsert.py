# Deleting keys then inserting again: order, lookups and sizes.
d = {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6}
del d["b"]
del d["e"]
print(d, len(d))
d["b"] = 20
d["g"] = 7
print(list(d.items()))
for k in list(d):
    if d[k] % 2 == 0:
        del d[k]
print(d)
d.update({"a": 100, "x": 9})
print(d)

scores = {}
for round_no in range(50):
    for i in range(10):
        scores["p%d" % i] = round_no + i
    for i in range(0, 10, 3):
        del scores["p%d" % i]
print(len(scores), list(scores))

nums = {i: i * i for i in range(1000)}
for i in range(0, 1000, 2):
    del nums[i]
print(len(nums), list(nums)[:5], list(nums)[-3:])
for i in range(0, 20, 2):
    nums[i] = -i
print(len(nums), list(nums)[-10:], nums.get(4), nums.get(1000))
print(list(reversed(nums))[:4])

tiny = {"only": 1}
for i in range(300):
    tiny["t"] = i
    del tiny["t"]
print(tiny, "t" in tiny)
