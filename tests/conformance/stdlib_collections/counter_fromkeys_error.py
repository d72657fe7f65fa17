from collections import Counter
c = Counter('abc')
print(c)
Counter.fromkeys('abc')
