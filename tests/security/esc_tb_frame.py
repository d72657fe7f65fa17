# expect: rejected
try:
    1 / 0
except Exception as e:
    print('SANDBOX-ESCAPE', e.__traceback__.tb_frame.f_back.f_globals)
