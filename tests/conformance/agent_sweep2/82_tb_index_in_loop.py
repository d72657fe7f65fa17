data = [[1, 2, 3], [4, 5], [6, 7, 8]]
for i, row in enumerate(data):
    print(i, row[0] + row[1] + row[2])
