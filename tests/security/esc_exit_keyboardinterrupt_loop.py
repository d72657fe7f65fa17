# expect: budget
# Swallowing KeyboardInterrupt forever is just a loop: the budget ends it.
while True:
    try:
        raise KeyboardInterrupt
    except BaseException:
        pass
