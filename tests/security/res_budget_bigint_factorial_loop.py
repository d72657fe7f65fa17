# expect: budget
# Growing big-int products: each multiplication is native work proportional to size.
p = 1
for i in range(1, 10**6):
    p *= i
