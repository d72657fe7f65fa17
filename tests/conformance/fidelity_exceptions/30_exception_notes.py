# add_note() and __notes__ as CPython 3.11 keeps them.
def parse_row(row):
    try:
        return [int(x) for x in row.split(",")]
    except ValueError as e:
        e.add_note("while parsing row %r" % row)
        raise

rows = ["1,2", "3,x"]
for row in rows:
    try:
        print(parse_row(row))
    except ValueError as e:
        print(type(e).__name__, e, e.__notes__)

err = KeyError("k")
err.__notes__ = ("a tuple",)
try:
    err.add_note("more")
except TypeError as e:
    print("TypeError:", e)
del err.__notes__
try:
    del err.__notes__
except AttributeError as e:
    print("AttributeError:", e)
err.add_note("fresh")
print(err.__notes__)
try:
    err.add_note(42)
except TypeError as e:
    print("TypeError:", e)
