# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# A try with 20,000 except clauses, each naming a distinct global.
try:
    x = 1
<<<''.join('except E%d:\n    pass\n' % i for i in range(20000))>>>print('SANDBOX-ESCAPE: compiled')
