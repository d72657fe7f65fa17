# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# 70,000 locals in one function.
def f():
<<<''.join('    v%d = %d\n' % (i, i) for i in range(70000))>>>    return v0
print('SANDBOX-ESCAPE: compiled')
