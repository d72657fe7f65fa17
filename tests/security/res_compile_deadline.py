# expect: deadline
# args: --deadline 0.05 --max-instructions 100000000000 --max-memory 256M
# wall: 1
# A budget far beyond what compiling needs and a deadline far below the
# time it takes: compilation watches the clock and stops with the deadline.
<<<''.join('v%d = %d\n' % (i, i) for i in range(200000))>>>print('SANDBOX-ESCAPE: compiled')
