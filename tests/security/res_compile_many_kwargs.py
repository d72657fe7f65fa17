# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# 50,000 keyword arguments in one call (after a *args, so no 200-argument
# limit applies): each is checked against the others for repeats.
def f(*a, **k):
    return len(k)
print(f(*[], <<<', '.join('k%d=%d' % (i, i) for i in range(50000))>>>), 'SANDBOX-ESCAPE: compiled')
