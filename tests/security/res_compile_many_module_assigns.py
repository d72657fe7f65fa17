# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# 100,000 module-level assignments: as many global names to look up and
# deduplicate.
<<<''.join('v%d = %d\n' % (i, i) for i in range(100000))>>>print('SANDBOX-ESCAPE: compiled')
