assert x
assert x, "message"
assert isinstance(x, int), f"expected int, got {type(x).__name__}"
assert (x, "tuple is always true")
assert x == 1 and y == 2, (x, y)
