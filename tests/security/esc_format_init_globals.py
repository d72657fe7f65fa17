# expect: error AttributeError
# smolagents' str.format leak: a method's __globals__ through a field path.
SECRET = 'host globals'
class A:
    def __init__(self):
        pass
print('SANDBOX-ESCAPE', '{0.__init__.__globals__}'.format(A()))
