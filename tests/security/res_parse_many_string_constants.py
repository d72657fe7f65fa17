# expect: ok | error SyntaxError
# stdout-excludes: SANDBOX
x = {<<<', '.join("'k%d'" % i for i in range(70000))>>>}
print(len(x))
