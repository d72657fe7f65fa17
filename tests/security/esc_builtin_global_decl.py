# expect: rejected
def f():
    global eval
    eval = print
f()
eval('x')
