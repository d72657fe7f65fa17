# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# 100,000 distinct global names read in one function: the name table of
# one code object.
def f():
    return [<<<', '.join('g%d' % i for i in range(100000))>>>]
print('SANDBOX-ESCAPE: compiled')
