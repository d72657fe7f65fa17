# expect: budget
# args: --max-instructions 5000000
# stdout-excludes: done
# A repeated capture group nests PCRE2's backtracking frames as deep as the
# subject is long: each search of 2,000 characters grows and copies about
# 2 MB of frames while taking fewer steps than its first match limit. The
# frames are charged by their size, or a small budget buys seconds.
import re
s = 'x' * 2000
for i in range(400):
    re.fullmatch('(x)+', s)
print('done')
