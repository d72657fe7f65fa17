# expect: deadline
# args: --max-instructions 1000000000000
# args: --deadline 0.5
# wall: 3
try:
    while True:
        pass
except BaseException:
    pass
print('SANDBOX-ESCAPE: caught the deadline')
