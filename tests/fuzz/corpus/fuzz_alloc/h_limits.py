¦import math
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(15))
s = "".join(str(i) for i in range(100))
print(len(s), s[:10], math.factorial(20))
try:
    fib(100000)
except RecursionError as e:
    print("deep", type(e).__name__)
x = [0] * 10**6
while True:
    x.append(len(x))
