import math

def is_prime(n: int) -> bool:
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    for d in range(3, int(math.isqrt(n)) + 1, 2):
        if n % d == 0:
            return False
    return True

primes = [n for n in range(2, 100) if is_prime(n)]
print(primes)
print(sum(primes), len(primes))

def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

fibs = {i: fib(i) for i in range(20)}
golden = (1 + math.sqrt(5)) / 2
approx = fib(30) / fib(29)
print(f"phi = {golden:.10f}, approx = {approx:.10f}, diff = {abs(golden - approx):.2e}")
area = math.pi * r ** 2 if (r := 3.5) > 0 else 0
hyp = math.hypot(3, 4)
factorial = math.factorial(20)
big = 2 ** 100 // 3 % 1_000_007
final_answer(round(area, 2))
