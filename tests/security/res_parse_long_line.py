# expect: ok
# stdout: 20000
x = 0; <<<'x += 1; ' * 20000>>>
print(x)
