ops = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "neg": lambda a: -a,
}
program = [("add", 2, 3), ("mul", 4, 5), ("sub", 10, 7), ("neg", 8)]
for name, *operands in program:
    print(name, operands, "=", ops[name](*operands))

compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(4))
print((lambda *a, **k: (a, sorted(k)))(1, 2, z=3, y=4))
