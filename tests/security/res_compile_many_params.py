# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# A def with 70,000 parameters: every parameter is a symbol lookup and a
# register; compilation is charged as it goes and stops with the budget.
def f(<<<', '.join('p%d' % i for i in range(70000))>>>):
    return 1
print('SANDBOX-ESCAPE: compiled')
