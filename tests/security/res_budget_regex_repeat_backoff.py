# expect: budget
# args: --max-instructions 5000000
# stdout-excludes: done
# \w+\d over a long word backs \w+ off one character at a time at every
# start, trying \d at each place: quadratic work that PCRE2's match limit
# counts once per start, so the search ran its whole course (minutes for
# 200,000 characters) uncharged and past the deadline. The items tried are
# charged as they are tried.
import re
s = 'ab' * 100000
re.search(r'\w+\d', s)
print('done')
