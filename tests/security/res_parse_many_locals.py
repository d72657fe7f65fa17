# expect: ok | error SyntaxError
# stdout-excludes: SANDBOX
# More locals than 8-bit register operands can name.
def f():
<<<''.join('    v%d = %d\n' % (i, i) for i in range(400))>>>    return v0 + v399
print(f())
