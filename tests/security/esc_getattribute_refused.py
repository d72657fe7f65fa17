# expect: rejected
# stderr-contains: defining __getattribute__ is not supported in smolvm
# Attribute reads cannot be intercepted: a class defining __getattribute__
# is refused rather than run with the method ignored.
print('SANDBOX-ESCAPE before')
class Proxy:
    def __init__(self):
        self.x = 1
    def __getattribute__(self, name):
        return 'hooked'
print(Proxy().x)
