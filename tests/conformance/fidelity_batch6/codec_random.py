# Seeded random byte strings and texts through every codec and error
# handler: results and error fields as CPython gives them.
import random
random.seed(7)
encs = ['utf-8', 'ascii', 'latin-1', 'utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'utf-32-le', 'utf-32-be', 'utf-8-sig']
hs = ['strict', 'replace', 'ignore', 'backslashreplace', 'surrogateescape', 'surrogatepass']
pool = [0x00, 0x41, 0x7f, 0x80, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0xfe, 0xd8, 0xdc, 0xa0, 0x9f, 0x10, 0x11, 0xbb]
for i in range(500):
    b = bytes(random.choice(pool) for _ in range(random.randint(0, 9)))
    e = random.choice(encs); h = random.choice(hs)
    try:
        r = ascii(b.decode(e, h))
    except UnicodeDecodeError as x:
        r = 'E %s %s %d %d %s' % (x, x.encoding, x.start, x.end, x.reason)
    print(i, b, e, h, r)
cps = [0x41, 0xe9, 0xff, 0x100, 0x20ac, 0xd800, 0xdbff, 0xdc00, 0xdc80, 0xdcff, 0xdfff, 0xfeff, 0x1f600, 0x10ffff]
hs2 = hs + ['xmlcharrefreplace', 'namereplace']
for i in range(500):
    s = ''.join(chr(random.choice(cps)) for _ in range(random.randint(0, 6)))
    e = random.choice(encs); h = random.choice(hs2)
    try:
        r = s.encode(e, h)
    except UnicodeEncodeError as x:
        r = 'E %s %s %d %d %s' % (x, x.encoding, x.start, x.end, x.reason)
    print(i, ascii(s), e, h, r)
