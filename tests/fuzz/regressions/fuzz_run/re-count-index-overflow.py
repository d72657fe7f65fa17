import re
class Big:
    def __index__(self):
        return -2**100
for f in (lambda: re.sub('a', 'x', 'aaa', Big()), lambda: re.split('a', 'bab', Big()), lambda: re.compile('a').search('a', Big())):
    try:
        f()
    except OverflowError:
        pass
