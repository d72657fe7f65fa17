cases = [(7, 0), (7.0, 0.0), (7, 0.0)]
for a, b in cases:
    for op_name, op in [("/", lambda x, y: x / y), ("//", lambda x, y: x // y), ("%", lambda x, y: x % y)]:
        try:
            op(a, b)
        except ZeroDivisionError as e:
            print(a, op_name, b, "->", e)
try:
    divmod(5, 0)
except ZeroDivisionError as e:
    print("divmod:", e)
try:
    0 ** -1
except ZeroDivisionError as e:
    print("pow:", e)
