# An uncaught IndexError from a list index computed off by one.
scores = [88, 92, 79]
for i in range(len(scores)):
    print(i, scores[i])
print("last", scores[len(scores)])
