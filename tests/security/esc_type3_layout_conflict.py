# expect: error TypeError
X = type('X', (int, str), {})
print(X(1))
