# expect: budget
# args: --max-instructions 3000000
# wall: 3
# Formatting copies each argument's text into the result: an f-string, '%s', str.format
# and bytes '%s' of a megabyte each are charged by what they copy.
s = 'a' * 1000000
b = b'a' * 1000000
while True:
    f'{s}b'
    '%s' % s
    '{}'.format(s)
    b'%s' % b
