scores = [88, 92, 75]
print("first", scores[0], "last", scores[-1])
for i in range(4):
    print("score", i, "is", scores[i])
