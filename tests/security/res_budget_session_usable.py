# expect: budget
# stdout: usable 5 6
keep = 5
def f():
    return 6
while True:
    pass
#---step---
print('usable', keep, f())
