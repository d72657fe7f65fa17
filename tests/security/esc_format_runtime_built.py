# expect: error AttributeError
fmt = '{0.' + '__cl' + 'ass__}'
print('SANDBOX-ESCAPE', fmt.format(1))
