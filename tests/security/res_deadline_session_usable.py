# expect: deadline
# args: --max-instructions 1000000000000
# args: --deadline 0.5
# stdout: usable 7
# wall: 3
keep = 7
while True:
    pass
#---step---
print('usable', keep)
