# expect: budget
# args: --max-instructions 2000000
# stdout-excludes: done
# Each non-ASCII character of the subject that may be in strip's argument
# is looked for along the argument, and charged by its length: 2,000 such
# characters against a 200 KB argument are 400 MB of searching.
s = 'é' * 2000
chars = 'ü' * 100000 + 'é'
for i in range(3):
    s.rstrip(chars)
print('done')
