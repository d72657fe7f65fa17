# Pair up fields of a record; the second key is missing.
record = {"x": 1.5, "y": 2.0}
first = (record["x"], record["y"])
print(first)
pair = (record["x"], record["z"])
print(pair)
