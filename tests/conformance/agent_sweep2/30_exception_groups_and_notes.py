try:
    raise ValueError("bad input")
except ValueError as e:
    e.add_note("while parsing row 3")
    e.add_note("file data.csv")
    print(e.__notes__)
    print(repr(e), str(e))
def validate(rows):
    errors = []
    for i, r in enumerate(rows):
        try:
            if r < 0:
                raise ValueError(f"row {i}: negative value {r}")
            if r > 100:
                raise OverflowError(f"row {i}: {r} too large")
        except (ValueError, OverflowError) as e:
            errors.append(e)
    return errors
for e in validate([5, -1, 300, 7, -9]):
    print(type(e).__name__, "->", e)
try:
    e = ValueError("x")
    e.add_note(5)
except TypeError as t:
    print(t)
err = KeyError("missing")
err.add_note("hint: check spelling")
raise err
