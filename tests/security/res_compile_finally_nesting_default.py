# expect: ok | error SyntaxError | budget | memory | deadline
# args: --max-instructions 100000000 --max-memory 256M
# wall: 5
# stdout-excludes: SANDBOX
def f():
<<<''.join('    ' * (i + 1) + 'try:\n' + '    ' * (i + 2) + 'return %d\n' % i + '    ' * (i + 1) + 'finally:\n' for i in range(22))>>><<<'    ' * 23>>>y = 1
print(f())
