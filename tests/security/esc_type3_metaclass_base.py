# expect: error TypeError | ok
# A class derived from type is a metaclass; smolvm supports only `type`.
M = type('M', (type,), {})
C = M('C', (), {})
print(type(C) is M)
