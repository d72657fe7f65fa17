balance = 1000.0
rate = 0.05
years = 0
while balance < 2000:
    balance *= 1 + rate
    years += 1
print(years, round(balance, 2))
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("collatz steps:", steps)
stack = [1, [2, [3, [4]]]]
depth = 0
while stack:
    depth += 1
    stack = stack[1] if len(stack) > 1 else []
print("depth", depth)
