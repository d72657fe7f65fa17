# expect: rejected
# The check is static: code that never runs is refused all the same.
if False:
    eval('1')
print('SANDBOX-ESCAPE: unreachable eval was accepted')
