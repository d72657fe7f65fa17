# expect: error OverflowError
print(float(10**400))
