# expect: budget | error ModuleNotFoundError
import re
s = 'ab' * 10**5
while True:
    re.findall('a', s)
