# expect: budget | memory
# Each level retries in finally: exponential work, ended by the budget.
def f():
    try:
        f()
    finally:
        f()
f()
