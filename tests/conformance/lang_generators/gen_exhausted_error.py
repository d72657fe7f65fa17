def batches(items, size):
    for i in range(0, len(items), size):
        yield items[i:i + size]


jobs = ["a", "b", "c", "d", "e"]
b = batches(jobs, 2)
print(next(b))
print(next(b))
print(next(b))
print(next(b, "no more"))
print(next(b))
