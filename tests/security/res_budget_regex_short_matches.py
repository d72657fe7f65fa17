# expect: budget
# args: --max-instructions 2000000
# stdout-excludes: done
# Each search costs PCRE2 a fixed setup (about 150 ns with a match object
# or a group's strings to make) however short its match: a findall, split
# or sub of many one-character matches must be charged for every search,
# not one unit a match, or a budget buys twenty times the time it should.
import re
s = 'ab' * 100000
for i in range(2):
    re.findall('(a)(b)', s)
print('done')
