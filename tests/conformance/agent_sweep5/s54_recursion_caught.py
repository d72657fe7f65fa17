def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print(depth(500))
try:
    depth(100000)
except RecursionError as e:
    print("RecursionError:", e)
