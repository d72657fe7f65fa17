# expect: ok | error RecursionError
# stdout-excludes: SANDBOX
t = ()
for i in range(10**5):
    t = (t,)
h = hash(t)
print('hashed')
