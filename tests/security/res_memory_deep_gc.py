# expect: ok
# stdout: done
# args: --max-memory 192M
# The collector must walk a 300k-deep list without recursing on the C stack.
# (The cap is above what the run needs in a sanitizer build, where every
# block is malloc'd with its own header and the account is about 2.6 times
# a release build's 54 MB.)
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
