a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
product = [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
print(product)
trace = sum(product[i][i] for i in range(2))
print("trace", trace)
scaled = [[3 * x for x in row] for row in a]
print(scaled)
print("now trying the @ operator on plain lists")
print(a @ b)
