# expect: error AttributeError
# CVE-2025-5120 family: getattr reached through map().
r = list(map(getattr, [()], ['__cl' + 'ass__']))
print('SANDBOX-ESCAPE', r)
