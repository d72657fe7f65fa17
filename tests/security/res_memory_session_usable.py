# expect: memory
# stdout: usable 3
# After a memory stop the session keeps working and its globals survive.
keep = 3
x = 'a' * 10**10
#---step---
y = [0] * 1000
print('usable', keep)
