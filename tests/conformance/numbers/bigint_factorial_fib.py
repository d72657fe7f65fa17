def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result

def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

f50 = factorial(50)
print(f50)
print(sum([int(c) for c in str(f50)]))
print(fib(100))
print(fib(200) // fib(199))
print(len(str(factorial(100))))
trailing = 0
s = str(factorial(100))
while s.endswith("0"):
    s = s[:-1]
    trailing += 1
print("trailing zeros:", trailing)
