# expect: ok | budget
# stdout-excludes: SANDBOX
h = 'a' * 10**7
print(h.count('a' * 10**5 + 'b'), h.find('a' * 5000 + 'b'), h.rfind('b' + 'a' * 5000))
