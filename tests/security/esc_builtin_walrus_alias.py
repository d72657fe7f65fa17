# expect: rejected
if (c := compile):
    print('SANDBOX-ESCAPE', c)
