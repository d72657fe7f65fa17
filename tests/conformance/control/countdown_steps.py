steps = []
n = 27
while n != 1:
    steps.append(n)
    if n % 2:
        n = 3 * n + 1
    else:
        n //= 2
print(len(steps), max(steps))
print(steps[:10])
level = 0
for ch in "(()(()))()":
    level += 1 if ch == "(" else -1
    if level < 0:
        print("unbalanced")
        break
else:
    print("balanced" if level == 0 else "unclosed")
