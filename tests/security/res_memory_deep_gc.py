# expect: ok
# stdout: done
# The collector must walk a 300k-deep list without recursing on the C stack.
x = []
for i in range(300000):
    x = [x]
junk = None
for r in range(30):
    junk = [[j] for j in range(20000)]
x = None
for r in range(30):
    junk = [[j] for j in range(20000)]
print('done')
