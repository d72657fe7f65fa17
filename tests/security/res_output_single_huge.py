# expect: ok | memory
# stdout-excludes: SANDBOX
print('a' * 10**7)
