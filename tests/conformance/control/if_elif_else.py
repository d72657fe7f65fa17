def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"

for n in [-5, 0, 7, 42, 1000, 9.99, 10]:
    print(n, classify(n))
x = 15
if x % 3 == 0 and x % 5 == 0:
    print("fizzbuzz")
if not x > 20 or x == 0:
    print("small enough")
