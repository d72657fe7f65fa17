# expect: budget
# args: --max-instructions 2000000
# stdout-excludes: done
# strip's argument is read whole to build its set of characters: that is
# charged by the argument's length, not only the subject's, or a long
# argument makes every call on a short string free.
chars = 'x' * 10**6
for i in range(200):
    'a'.strip(chars)
print('done')
