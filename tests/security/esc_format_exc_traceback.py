# expect: error AttributeError
try:
    1 / 0
except Exception as e:
    print('SANDBOX-ESCAPE', '{0.__traceback__.tb_frame}'.format(e))
