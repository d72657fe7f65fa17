def evaluate(expr):
    match expr:
        case int(n) | float(n):
            return n
        case ("+", left, right):
            return evaluate(left) + evaluate(right)
        case ("*", left, right):
            return evaluate(left) * evaluate(right)
        case ("-", operand):
            return -evaluate(operand)
        case ("-", left, right):
            return evaluate(left) - evaluate(right)
        case _:
            raise ValueError(f"bad expression: {expr!r}")


print(evaluate(("+", 1, ("*", 2, 3))))
print(evaluate(("-", ("+", 10, 5), ("-", 2))))
print(evaluate(("*", 2.5, ("-", 4))))
print(evaluate(("/", 1, 2)))
