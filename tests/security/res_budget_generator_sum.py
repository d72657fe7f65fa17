# expect: budget
print(sum(1 for _ in iter(int, 1)))
