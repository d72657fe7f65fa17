# expect: rejected
class A:
    def m(self):
        pass
print('SANDBOX-ESCAPE', A().m.__func__)
