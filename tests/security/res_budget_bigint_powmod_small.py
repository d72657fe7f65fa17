# expect: ok
# stdout: 4
# Control: modular exponentiation with a small modulus is cheap.
print(pow(10, 10**10, 7))
