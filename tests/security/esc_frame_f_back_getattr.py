# expect: error AttributeError
# Even if a frame-like object leaked, its attributes are refused by name.
class Fake:
    f_back = 1
print('SANDBOX-ESCAPE', getattr(Fake(), 'f_' + 'back'))
