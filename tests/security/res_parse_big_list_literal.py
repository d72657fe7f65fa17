# expect: ok | error SyntaxError
# stdout-excludes: SANDBOX
# 70000 distinct constants: more than a 16-bit constant index can name.
x = [<<<', '.join(str(1000000 + i) for i in range(70000))>>>]
print(len(x), x[-1])
