# expect: budget
# finally blocks do not run after a budget stop (or run inside the same exhausted budget).
try:
    while True:
        pass
finally:
    while True:
        pass
