def digit_sum(n):
    total = 0
    while n > 0:
        total += n % 10
        n //= 10
    return total

print(digit_sum(12345), digit_sum(2 ** 100))
collatz_max = 0
best = 0
for start in range(1, 1000):
    n = start
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    if steps > collatz_max:
        collatz_max = steps
        best = start
print(best, collatz_max)
