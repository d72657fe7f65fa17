todo = ["write", "test", "ship", "celebrate"]
done = []
del todo[1]
print(todo)
del todo[-1]
print(todo)
while len(todo) > 1:
    done.append(todo[0])
    del todo[0]
print("done:", done, "left:", todo)
del todo[5]
print(todo)
