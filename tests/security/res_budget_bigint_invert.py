# expect: budget
# args: --max-instructions 100000000
# wall: 5
# A modular inverse of 4-Mbit ints (an extended gcd): refused from its estimate.
a = 3**2_600_000
m = 5**1_800_000
print(pow(a, -1, m) % 10)
