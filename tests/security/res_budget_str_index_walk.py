# expect: budget
# args: --max-instructions 3000000
# wall: 3
# A non-ASCII str is indexed by walking from the nearest known position: indices far
# apart, again and again (subscripts, slices, find/count windows, a regex's pos, a huge
# slice step), walk most of it each time, which is charged.
import re
s = 'a\u20ac' * 500000
p = re.compile('x')
while True:
    s[-5]
    s[700000]
    s[700000:700001]
    s.find('x', 5, 6)
    s.find('x', 700000, 700001)
    s.count('x', 5, 6)
    s.count('x', 700000, 700001)
    p.search(s, 5, 6)
    p.search(s, 700000, 700001)
    s[::100000]
