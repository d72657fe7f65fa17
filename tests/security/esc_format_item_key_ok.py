# expect: ok
# stdout: 5 6
# Control: an index that merely looks like a dunder is a dict key, not an attribute.
print('{0[__class__]} {0[mro]}'.format({'__class__': 5, 'mro': 6}))
