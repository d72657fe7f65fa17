for i in range(3):
    pass
print(i)
squares = [n * n for n in range(4)]
n = "outer"
print(squares, n)
total = 0
for k in range(1, 11):
    total += k
else:
    k += 100
print(total, k)
x = 0
while x < 5:
    x += 2
print(x)
