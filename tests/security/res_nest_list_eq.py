# expect: error RecursionError
x = []
y = []
for i in range(10**5):
    x = [x]
    y = [y]
print(x == y)
