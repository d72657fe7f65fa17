queue = [3, 1, 4, 1, 5, 9, 2, 6]
processed = []
while (item := queue.pop(0)) != 9:
    processed.append(item * 10)
print(processed, queue)
lines = ["header", "a=1", "b=2", "", "ignored"]
pos = 0
while (line := lines[pos]) != "":
    pos += 1
    print("line:", line)
print("stopped at", pos)
if (n := len(processed)) > 3:
    print(f"processed {n} items")
