# expect: ok
# stdout: inf
x = 1<<<'0' * 400>>>.0
print(x)
