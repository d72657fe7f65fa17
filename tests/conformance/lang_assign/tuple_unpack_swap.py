a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = "abc"
print(x, y, z)
name, age = ("Ada", 36)
print(f"{name} is {age}")
lo, hi = min(3, 9), max(3, 9)
print(lo, hi)
q, r = divmod(17, 5)
print(q, r)
(first, second) = [10, 20]
print(first + second)
fib = [0, 1]
for _ in range(6):
    prev, last = fib[-2], fib[-1]
    fib.append(prev + last)
print(fib)
k, v = next(iter({"key": "value"}.items()))
print(k, v)
