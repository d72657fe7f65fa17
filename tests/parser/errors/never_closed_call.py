result = compute(a, b
print(result)
