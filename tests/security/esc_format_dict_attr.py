# expect: error AttributeError
class A:
    def __init__(self):
        self.secret = 1
print('SANDBOX-ESCAPE', '{0.__dict__}'.format(A()))
