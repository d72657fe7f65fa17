# expect: error OverflowError
print(10.0 ** 10000)
