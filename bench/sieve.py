# Sieve of Eratosthenes and prime gaps: list indexing and slicing in loops.
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = False
    is_prime[1] = False
    i = 2
    while i * i <= limit:
        if is_prime[i]:
            for j in range(i * i, limit + 1, i):
                is_prime[j] = False
        i += 1
    return [n for n in range(limit + 1) if is_prime[n]]


primes = sieve(3000000)
gaps = {}
for k in range(1, len(primes)):
    g = primes[k] - primes[k - 1]
    gaps[g] = gaps.get(g, 0) + 1
print(len(primes), primes[-1], max(gaps), gaps[2], sum(primes) % 1000003)
