def walk(n):
    return walk(n + 1)


try:
    walk(0)
except RecursionError as e:
    print("RecursionError:", e)
    print(isinstance(e, RuntimeError))


def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


print(fact(20))
print(len(str(fact(500))))
