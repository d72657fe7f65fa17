# expect: rejected
print('SANDBOX-ESCAPE', breakpoint())
