# expect: budget
# One native call: 33k modular squarings of 330k-bit numbers.
print(pow(3, 10**10000, 10**100000 + 1))
