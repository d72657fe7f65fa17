# expect: error ValueError
# CPython 3.11 refuses int->str beyond 4300 digits.
print(str(10**100000))
