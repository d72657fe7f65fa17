big = 2 ** 100
print(big)
print(big + 1, big - 1)
print(big * big)
print(big // 3, big % 7)
print(-big // 7, -big % 7)
print(len(str(2 ** 1000)))
print(10 ** 30 == 1000000000000000000000000000000)
n = 1
for i in range(1, 31):
    n *= i
print("30! =", n)
print(n // (2 ** 20), n % 1000003)
