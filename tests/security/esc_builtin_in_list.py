# expect: rejected
fs = [print, eval]
print('SANDBOX-ESCAPE', fs[1]('1'))
