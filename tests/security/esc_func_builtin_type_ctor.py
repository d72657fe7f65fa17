# expect: error TypeError
BuiltinType = type(print)
print('SANDBOX-ESCAPE', BuiltinType('eval'))
