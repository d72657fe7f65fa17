queue = ["build", "test"]
queue.append("deploy")
print(queue)
queue.insert(0, "lint")
print(queue, len(queue))
done = queue.pop(0)
print("done:", done)
queue.apend("notify")
print(queue)
