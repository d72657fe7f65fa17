# expect: budget | deadline
# args: --deadline 1 --max-instructions 1000000
# wall: 1.5
# A dict display with 100,000 distinct str keys: 100,000 constants to
# deduplicate.
d = {<<<', '.join("'k%d': %d" % (i, i) for i in range(100000))>>>}
print('SANDBOX-ESCAPE: compiled')
