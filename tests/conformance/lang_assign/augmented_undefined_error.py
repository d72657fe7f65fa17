def summarize(values):
    for v in values:
        if v > 0:
            positives += 1
    return positives


print(summarize([]))
print(summarize([1, -2, 3]))
