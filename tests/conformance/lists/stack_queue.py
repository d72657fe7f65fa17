stack = []
for token in "3 4 + 2 * 7 -".split():
    if token.isdigit():
        stack.append(int(token))
    else:
        b = stack.pop()
        a = stack.pop()
        if token == "+":
            stack.append(a + b)
        elif token == "-":
            stack.append(a - b)
        elif token == "*":
            stack.append(a * b)
    print(token, stack)
print("result:", stack[-1])
queue = ["a", "b", "c"]
order = []
while queue:
    item = queue.pop(0)
    order.append(item)
    if item == "a":
        queue.append("d")
print(order)
