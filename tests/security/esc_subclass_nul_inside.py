# expect: error AttributeError
v = getattr(1, '__cla\x00ss__')
print('SANDBOX-ESCAPE', v)
