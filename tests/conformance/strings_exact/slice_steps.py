a = "abcdefghij"
u = "a\u00e9\u20ac\U0001f600b\u00e7\u4e2dz"
for s in (a, u):
    print(s[:], s[::-1], s[::2], s[1::3], s[-3:], s[:-3], s[2:5])
    print(s[100:], s[-100:2], s[5:2], s[5:2:-1], s[::-3], s[-1:-8:-2])
    print(s[::100], s[::-100], s[3:3], s[-2:100:1], s[None:None:None])
print(repr(""[::-1]), repr(""[1:2]))
print(a[2:8:2], u[6:0:-2])
print(a[slice(1, None, 4)], u[slice(None, None, -2)])
