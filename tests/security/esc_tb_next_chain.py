# expect: rejected
def f():
    raise ValueError
try:
    f()
except ValueError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print('SANDBOX-ESCAPE', tb.tb_frame.f_locals)
