# expect: budget
# args: --max-instructions 2000000
# stdout-excludes: done
# expandtabs reads the whole string even when it has no tab to expand, or
# when tabsize 0 expands every tab to nothing: the bytes read are charged,
# not only the bytes written.
s = 'a' * 10**6
for i in range(2000):
    s.expandtabs()
t = '\t' * 10**6
for i in range(2000):
    t.expandtabs(0)
print('done')
