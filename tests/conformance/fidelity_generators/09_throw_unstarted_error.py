# Throwing into a generator that never started: the traceback shows the
# generator's first line (its decorator here), then the error.
def traced(func):
    return func

@traced
def countdown(n):
    while n > 0:
        yield n
        n -= 1

gen = countdown(3)
gen.throw(ValueError("stop before starting"))
