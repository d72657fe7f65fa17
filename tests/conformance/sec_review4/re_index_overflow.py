# re's integer arguments (pos, endpos, count, maxsplit) out of the C
# ssize_t range raise OverflowError, whether they are ints or objects
# whose __index__ gives such an int; flags out of the C int range too.
import re


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


def t(name, fn):
    try:
        print(name, fn())
    except Exception as e:
        print(name, type(e).__name__, e)


p = re.compile(r'(a)(b)?')
for v in (2**100, -2**100, 2**63, -2**63 - 1, 2**63 - 1, -2**63, 3, -3):
    print('--', v)
    for w in (v, Idx(v)):
        t('sub', lambda: p.sub('x', 'abab', count=w))
        t('subn', lambda: p.subn('x', 'abab', w))
        t('search', lambda: p.search('abab', w))
        t('search_end', lambda: p.search('abab', 0, w))
        t('match', lambda: p.match('abab', w))
        t('fullmatch', lambda: p.fullmatch('abab', 0, w))
        t('split', lambda: p.split('abab', w))
        t('findall', lambda: p.findall('abab', w, w))
        t('finditer', lambda: [m.span() for m in p.finditer('abab', w)])
        t('group', lambda: p.match('ab').group(w))
        t('span', lambda: p.match('ab').span(w))
        t('re.sub', lambda: re.sub('a', 'x', 'aaa', w))
        t('re.subn', lambda: re.subn('a', 'x', 'aaa', w))
        t('re.split', lambda: re.split('a', 'bab', w))
for f in (2**100, -2**100, 2**40, 2**31):
    t('flags', lambda: re.compile('a', f))
