# expect: budget
print(sum(1 for a in range(10**4) for b in range(10**4) for c in range(10**4)))
