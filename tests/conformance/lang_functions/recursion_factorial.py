def factorial(n):
    if n <= 1:
        return 1
    return n * factorial(n - 1)


def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)


for n in [0, 1, 5, 10, 20]:
    print(n, factorial(n))
print(factorial(30))
print(gcd(84, 36), gcd(17, 5), gcd(0, 9))

def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]

print(power_set(["a", "b", "c"]))
