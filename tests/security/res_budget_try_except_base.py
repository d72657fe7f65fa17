# expect: budget
# The budget stop is not an exception: except BaseException cannot catch it.
try:
    while True:
        pass
except BaseException:
    pass
print('SANDBOX-ESCAPE: caught the budget stop')
