# expect: error AttributeError
name = '%smro%s' % ('__', '__')
print('SANDBOX-ESCAPE', getattr(bool, name))
