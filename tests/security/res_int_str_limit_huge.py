# expect: error ValueError | budget
# The digit limit is checked before any conversion work.
x = 10**(10**7)
s = str(x)
