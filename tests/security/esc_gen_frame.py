# expect: rejected
def g():
    yield 1
x = g()
print('SANDBOX-ESCAPE', x.gi_frame.f_back.f_globals)
