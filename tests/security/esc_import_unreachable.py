# expect: rejected
if False:
    import ctypes
print('SANDBOX-ESCAPE: an unreachable import was accepted')
