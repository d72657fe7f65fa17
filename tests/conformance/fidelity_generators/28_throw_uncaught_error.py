# A generator that catches one error type; a different thrown one escapes.
def careful():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("  recovered from", e)


c = careful()
print(next(c))
print(c.throw(ValueError("v1")))
print(c.throw(ValueError("v2")))
c.throw(KeyError("unexpected"))
