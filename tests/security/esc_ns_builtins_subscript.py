# expect: rejected | error NameError
f = __builtins__['ev' + 'al']
print('SANDBOX-ESCAPE', f('1+1'))
