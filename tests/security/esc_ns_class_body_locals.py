# expect: rejected
class A:
    x = locals()
print('SANDBOX-ESCAPE', A.x)
