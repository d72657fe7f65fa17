# expect: deadline
# args: --max-instructions 1000000000000
# args: --deadline 1
# wall: 4
while True:
    sorted(range(10**5), key=lambda x: -x)
