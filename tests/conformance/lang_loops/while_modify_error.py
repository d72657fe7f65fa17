pending = ["a", "b", "c"]
done = []
while pending:
    task = pending.pop()
    done.append(task)
    print("did", task)
print(done)
index = 0
while index <= len(done):
    print("reviewing", done[index])
    index += 1
