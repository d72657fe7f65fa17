def batches(items, size):
    for i in range(0, len(items), size):
        yield items[i:i + size]
gen = batches(list(range(5)), 2)
print(next(gen), next(gen), next(gen))
print(next(gen))
