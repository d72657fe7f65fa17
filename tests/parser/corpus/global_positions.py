def f():
    global   a ,   b
    nonlocal_ = 1
