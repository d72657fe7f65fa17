# expect: ok
# stdout: 30000
<<<'x = 1\n' * 29999>>>y = 0
for i in range(30000):
    y += 1
print(y)
