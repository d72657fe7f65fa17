# expect: error RecursionError
x = []
for i in range(10**5):
    x = [x]
s = f'{x}'
