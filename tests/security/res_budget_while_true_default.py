# expect: budget
# args: --max-instructions 100000000
# wall: 1.5
# The default budget must end an empty loop in about a second.
while True:
    pass
