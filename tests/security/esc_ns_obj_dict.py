# expect: rejected
class A:
    pass
print('SANDBOX-ESCAPE', A().__dict__)
