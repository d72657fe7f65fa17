cases = [(7, 0), (7.5, 0), (7, 0.0), (0, 0), (-3, 0.0)]
ops = [("/", lambda a, b: a / b), ("//", lambda a, b: a // b), ("%", lambda a, b: a % b), ("divmod", divmod)]
for a, b in cases:
    for name, op in ops:
        try:
            print(a, name, b, "=", op(a, b))
        except ZeroDivisionError as e:
            print(a, name, b, "->", e)
try:
    print(0 ** -1)
except ZeroDivisionError as e:
    print("0 ** -1 ->", e)
try:
    print(pow(0.0, -2))
except ZeroDivisionError as e:
    print("0.0 ** -2 ->", e)
print(0 ** 0, 0.0 ** 0, 5 % 1, 5.5 % 1)
