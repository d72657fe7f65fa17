# expect: error RecursionError
x = [0]
y = [1]
for i in range(10**5):
    x = [x]
    y = [y]
print(sorted([y, x]))
