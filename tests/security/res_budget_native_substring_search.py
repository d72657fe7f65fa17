# expect: ok | budget
# stdout-excludes: True
# A worst case for naive substring search: must be fast or charged.
h = 'a' * 10**7
n = 'a' * 10**5 + 'b'
print(n in h)
