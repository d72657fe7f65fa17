# expect: budget
def f():
    f()
while True:
    try:
        f()
    except RecursionError:
        pass
