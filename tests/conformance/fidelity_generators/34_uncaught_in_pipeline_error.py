# An error raised inside a generator stage surfaces at the consumer.
def read(values):
    for v in values:
        yield v


def convert(items):
    for it in items:
        yield float(it)


total = 0.0
for x in convert(read(["1.5", "2", "three", "4"])):
    total += x
    print("running total", total)
