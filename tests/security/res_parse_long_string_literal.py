# expect: ok
# stdout: 1000000
s = '<<<'a' * 1000000>>>'
print(len(s))
