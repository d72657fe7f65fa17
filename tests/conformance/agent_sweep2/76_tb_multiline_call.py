def compute(a, b, c):
    return (a * b) / c
values = {"a": 4, "b": 5, "c": 0}
print(compute(1, 2, 4))
result = compute(
    values["a"],
    values["b"],
    values["c"],
)
print(result)
