def numbers(text):
    for tok in text.split(","):
        yield float(tok)
def scaled(it, k):
    for x in it:
        yield x * k
total = 0
for v in scaled(numbers("1.5, 2, 3.25, four, 5"), 10):
    total += v
    print("running total", total)
