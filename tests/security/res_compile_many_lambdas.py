# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# 50,000 lambdas at module level: 50,000 scopes and code objects.
<<<''.join('f%d = lambda: %d\n' % (i, i) for i in range(50000))>>>print('SANDBOX-ESCAPE: compiled')
