# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# One global statement naming 100,000 names.
def f():
    global <<<', '.join('g%d' % i for i in range(100000))>>>
    g0 = 1
print('SANDBOX-ESCAPE: compiled')
