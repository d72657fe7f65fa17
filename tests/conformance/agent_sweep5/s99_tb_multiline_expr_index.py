x = [1, 2, 3]
for i in range(5):
    print(x[i] *
          2)
