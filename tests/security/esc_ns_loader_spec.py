# expect: rejected | error NameError
print('SANDBOX-ESCAPE', __loader__, __spec__)
