def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    i = 3
    while i * i <= n:
        if n % i == 0:
            return False
        i += 2
    return True

primes = [n for n in range(50) if is_prime(n)]
print(primes)
print(len(primes), sum(primes))
print(is_prime(7919), is_prime(7917), is_prime(1000003))
count = 0
n = 1
while count < 100:
    n += 1
    if is_prime(n):
        count += 1
print("100th prime:", n)
