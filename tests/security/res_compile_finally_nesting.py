# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# Every way out of a try/finally runs its own copy of the finally body, so
# 22 nested try/finally blocks each holding a return compile to millions of
# instructions: the copies are charged as they are emitted.
def f():
<<<''.join('    ' * (i + 1) + 'try:\n' + '    ' * (i + 2) + 'return %d\n' % i + '    ' * (i + 1) + 'finally:\n' for i in range(22))>>><<<'    ' * 23>>>y = 1
print('SANDBOX-ESCAPE: compiled')
