# expect: deadline
# args: --max-instructions 1000000000000
# args: --deadline 0.5
# wall: 3
while True:
    pass
