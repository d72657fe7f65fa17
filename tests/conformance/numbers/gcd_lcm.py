def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

def lcm(a, b):
    return a * b // gcd(a, b)

print(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(-12, 8))
print(lcm(4, 6), lcm(21, 6))
result = 1
for k in range(1, 21):
    result = lcm(result, k)
print("lcm 1..20:", result)
print(gcd(2 ** 64, 6 ** 20))
